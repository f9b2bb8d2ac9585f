import { expect } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { apiCall } from './api-call';
import { placeOrderOf } from './place-order';

// A customer's way to a Microsoft 365 subscription through the gateway: a tenant of hers ready for it,
// and a business plan ordered and paid.

export interface Customer {
  sub: string;
  token: string;
}

export const customerCall = (
  runtime: Runtime,
  who: Customer,
  method: string,
  path: string,
  body?: unknown,
  key?: string,
) =>
  apiCall(runtime, method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { authorization: `Bearer ${who.token}`, ...(key ? { 'idempotency-key': key } : {}) },
  });

/** A new tenant of hers (named from her company) with the Microsoft Customer Agreement accepted. */
export const readyAccount = async (runtime: Runtime, who: Customer) => {
  const added = await customerCall(runtime, who, 'POST', '/api/csp/me/accounts', { kind: 'new' });
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  const { accountId, tenantId, domain } = added.body.account;
  const contact = { firstName: 'Anna', lastName: 'Nowak', email: 'anna@firma.pl', accepted: true };
  const agreement = `/api/csp/me/accounts/${accountId}/agreement`;
  expect((await customerCall(runtime, who, 'POST', agreement, contact)).status).toBe(200);
  return { accountId: accountId as string, tenantId: tenantId as string, domain: domain as string };
};

/** Microsoft 365 Business Standard monthly ordered and paid by BLIK: the sandbox's notification settles it. */
export const buyBusinessStandard = async (runtime: Runtime, who: Customer) => {
  const { orderId } = await placeOrderOf(runtime, {
    productId: 'm365-business-standard-monthly',
    key: `m365-${who.sub}-${Date.now()}`,
    token: who.token,
    shippingMethod: 'electronic',
    consents: { microsoftCustomerAgreement: true },
  });
  const paid = await customerCall(
    runtime,
    who,
    'POST',
    `/api/payments/me/orders/${orderId}/payments`,
    { method: 'blik', blikCode: blikCodes.success },
    `pay-${orderId}`,
  );
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return orderId;
};

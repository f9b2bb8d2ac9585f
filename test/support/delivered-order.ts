import { expect } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { eventually } from './runtime';
import { basketCookieOf, shopCall } from './shop-call';

/** The two products of a delivered order: docks (counted stock) and an Office licence. */
export const deliveredProducts = { dock: 'dell-dock-wd19s-130w', licence: 'office-home-2024-esd' } as const;

/**
 * A guest's order of two docks and an Office licence by BLIK, paid at the sandbox, invoiced and sent
 * by an operations member (`staffToken`) with DPD: its id, number and the dock line's gross. `key`
 * makes its Idempotency-Keys and its buyer's e-mail unique.
 */
export const deliveredOrder = async (runtime: Runtime, staffToken: string, key: string) => {
  const call = (method: string, path: string, options: Parameters<typeof shopCall>[3] = {}) =>
    shopCall(runtime, method, path, options);
  const first = await call('POST', '/api/orders/basket/items', {
    body: { productId: deliveredProducts.dock, quantity: 2 },
  });
  const cookie = basketCookieOf(first);
  const added = await call('POST', '/api/orders/basket/items', {
    cookie,
    body: { productId: deliveredProducts.licence, quantity: 1 },
  });
  const placed = await call('POST', '/api/orders/orders', {
    cookie,
    key: `delivered-${key}`,
    body: {
      ...sampleGuestOrderInput,
      contact: { ...sampleGuestOrderInput.contact, email: `dostarczone.${key}@example.pl` },
      basketVersion: added.body.version,
      shippingMethod: 'courier',
      parcelLockerId: undefined,
      paymentMethodId: paymentMethodIds.blik,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const { id, number, linkToken } = placed.body;
  const paid = await call('POST', `/api/payments/orders/${id}/payments?token=${linkToken}`, {
    key: `delivered-pay-${key}`,
    body: { method: 'blik', blikCode: blikCodes.success },
  });
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  await eventually(async () => {
    const { body } = await call('GET', `/api/orders/staff/orders/${id}`, { token: staffToken });
    return body.order?.status === 'toSend' && body.invoices?.length === 1;
  }, 30_000);
  const sent = await call('POST', `/api/orders/staff/orders/${id}/transitions`, {
    token: staffToken,
    body: { action: 'send', carrier: 'dpd', trackingNumber: '0000123456789U' },
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  const dockLine = sent.body.lines.find(
    (line: { productId: string }) => line.productId === deliveredProducts.dock,
  );
  return { id: id as string, number: number as string, dockGross: dockLine.total.gross as number };
};

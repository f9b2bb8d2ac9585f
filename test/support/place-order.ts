import { expect } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { basketCookieOf, shopCall } from './shop-call';

/**
 * An order of one `productId` placed through the gateway, by BLIK (method 13) unless `paymentMethodId`
 * says otherwise: a guest's (with its link token) or, with `token`, the signed-in customer's; `key` is
 * its Idempotency-Key, `email` the contact's (the sample's by default), sent by courier unless `shippingMethod` says otherwise.
 */
export const placeOrderOf = async (
  runtime: Runtime,
  {
    productId,
    key,
    token,
    paymentMethodId = paymentMethodIds.blik,
    email = sampleGuestOrderInput.contact.email,
    shippingMethod = 'courier',
    consents = {},
  }: {
    productId: string;
    key: string;
    token?: string;
    paymentMethodId?: number;
    email?: string;
    /** `electronic` for what does not ship (licences, subscriptions). */
    shippingMethod?: string;
    /** Consents beside the sample's (e.g. the Microsoft Customer Agreement's for a subscription). */
    consents?: Record<string, boolean>;
  },
) => {
  const base = token ? '/api/orders/me' : '/api/orders';
  const added = await shopCall(runtime, 'POST', `${base}/basket/items`, {
    token,
    body: { productId, quantity: 1 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  const placed = await shopCall(runtime, 'POST', `${base}/orders`, {
    ...(token ? { token } : { cookie: basketCookieOf(added) }),
    key,
    body: {
      ...sampleGuestOrderInput,
      contact: { ...sampleGuestOrderInput.contact, email },
      basketVersion: added.body.version,
      shippingMethod,
      consents: { ...sampleGuestOrderInput.consents, ...consents },
      parcelLockerId: undefined,
      accountType: token ? 'private' : 'guest',
      paymentMethodId,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.id as string, linkToken: placed.body.linkToken as string };
};

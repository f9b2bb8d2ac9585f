import { expect } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { basketCookieOf, shopCall } from './shop-call';

/**
 * An unpaid order of one `productId` placed with BLIK (method 13) through the gateway: a guest's (with
 * its link token) or, with `token`, the signed-in customer's; `key` is its Idempotency-Key.
 */
export const placeBlikOrder = async (
  runtime: Runtime,
  { productId, key, token }: { productId: string; key: string; token?: string },
) => {
  const base = token ? '/api/orders/me' : '/api/orders';
  const added = await shopCall(runtime, 'POST', `${base}/basket/items`, {
    token,
    body: { productId, quantity: 1 },
  });
  const placed = await shopCall(runtime, 'POST', `${base}/orders`, {
    ...(token ? { token } : { cookie: basketCookieOf(added) }),
    key,
    body: {
      ...sampleGuestOrderInput,
      basketVersion: added.body.version,
      shippingMethod: 'courier',
      parcelLockerId: undefined,
      accountType: token ? 'private' : 'guest',
      paymentMethodId: 13,
    },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return { orderId: placed.body.id as string, linkToken: placed.body.linkToken as string };
};

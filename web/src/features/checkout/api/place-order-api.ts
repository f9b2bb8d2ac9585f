import type { OrderView } from '#shared/orders/order-view';
import type { PlaceOrderInput } from '#shared/orders/place-order-input';
import { type BasketScope, basketFetch } from '../../../lib/basket/basket-scope';

/** The placement's answer: the order (functions/orders/README.md) and a guest's order link token, answered once by the placement that drew it. */
export type PlacedOrder = OrderView & { linkToken?: string };

/**
 * POST /api/orders/orders (a guest's cookie basket) or /api/orders/me/orders (the customer's), priced
 * in the basket's terms, with the attempt's Idempotency-Key.
 */
export const placeOrder = (scope: BasketScope, order: PlaceOrderInput, idempotencyKey: string) => {
  const base = scope.accountTypeId === null ? '/api/orders/orders' : '/api/orders/me/orders';
  const query = new URLSearchParams({
    language: scope.language,
    currency: scope.currency,
    country: scope.country,
  });
  return basketFetch<PlacedOrder>(scope, `${base}?${query}`, {
    method: 'POST',
    body: JSON.stringify(order),
    headers: { 'idempotency-key': idempotencyKey },
  });
};

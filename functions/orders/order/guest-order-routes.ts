import { guestCancellationSchema, guestOrderQuerySchema } from '#shared/orders/order-requests';
import type { Route } from '../../lib/http/http-handler';
import { parseJsonBody } from '../../lib/http/parse-body';
import { parseQuery } from '../../lib/http/parse-query';
import { replyOf } from '../../lib/http/reply-of';
import { cancelOrder } from '../../use-cases/orders/cancel-order';
import { deps } from '../../use-cases/orders/deps';
import { readOrder } from '../../use-cases/orders/read-order';
import { orderIdOf } from './order-id';

// A guest's order, reached only with the order link's token (the confirmation mail's link); without it,
// or with another, the order is not found.

/** `GET /api/orders/orders/{id}?token=`. */
export const getGuestOrder: Route = async ({ event }) => {
  const { token } = parseQuery(event, guestOrderQuerySchema);
  return replyOf(
    await readOrder(deps(), { caller: { kind: 'guest', token }, orderId: orderIdOf(event) }),
    200,
  );
};

/** `POST /api/orders/orders/{id}/cancellation` `{ token }`: an unpaid order only. */
export const postGuestCancellation: Route = async ({ event }) => {
  const { token } = parseJsonBody(event, guestCancellationSchema);
  return replyOf(
    await cancelOrder(deps(), { caller: { kind: 'guest', token }, orderId: orderIdOf(event) }),
    200,
  );
};

import { orderHistoryQuerySchema } from '#shared/orders/order-requests';
import type { Route } from '../../lib/http/http-handler';
import { ownerOf } from '../../lib/http/identity';
import { parseQuery } from '../../lib/http/parse-query';
import { replyOf } from '../../lib/http/reply-of';
import { cancelOrder } from '../../use-cases/orders/cancel-order';
import { deps } from '../../use-cases/orders/deps';
import { listMyOrders } from '../../use-cases/orders/list-orders';
import { readOrder } from '../../use-cases/orders/read-order';
import { orderIdOf } from './order-id';

// A signed-in customer's orders: only those under the verified token's sub, so another customer's id
// is not found.

/** `GET /api/orders/me/orders?status=&from=&to=&cursor=`: the history, newest first, ten a page. */
export const getMyOrders: Route = async (request) => {
  const sub = ownerOf(request);
  const filter = parseQuery(request.event, orderHistoryQuerySchema);
  return replyOf(await listMyOrders(deps(), { sub, filter }), 200);
};

/** `GET /api/orders/me/orders/{id}`. */
export const getMyOrder: Route = async (request) => {
  const caller = { kind: 'client', sub: ownerOf(request) } as const;
  return replyOf(await readOrder(deps(), { caller, orderId: orderIdOf(request.event) }), 200);
};

/** `POST /api/orders/me/orders/{id}/cancellation`: an unpaid order only. */
export const postMyCancellation: Route = async (request) => {
  const caller = { kind: 'client', sub: ownerOf(request) } as const;
  return replyOf(await cancelOrder(deps(), { caller, orderId: orderIdOf(request.event) }), 200);
};

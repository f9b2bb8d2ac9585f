import type { StaffOrdersQuery } from '#shared/orders/order-requests';
import { searchTermOf } from '#shared/orders/order-search';
import { orderStatuses } from '#shared/orders/order-states';
import type { OrderListPage, StaffOrderCounts } from '#shared/orders/order-view';
import { shopRangeOf } from '#shared/shop-time';
import { countCap, type QueueFilter } from '../../lib/table/order-queue';
import type { ClientOrderFilter, Order, OrderPage } from '../../lib/table/orders';
import { ok, type Result } from '../result';
import type { OrderPorts } from './deps';
import { orderView } from './order-view';

/** Spec section 2 (order history): ten orders a page. */
export const ordersPerPage = 10;

/**
 * Input: the customer's id and the history's filters (status, creation days (shop days) or moments, cursor).
 * Output: a page of the customer's own orders, newest first.
 */
export const listMyOrders = async (
  { listClientOrders }: Pick<OrderPorts, 'listClientOrders'>,
  { sub, filter }: { sub: string; filter: ClientOrderFilter },
): Promise<Result<OrderListPage>> => {
  const page = await listClientOrders(sub, { ...filter, ...shopRangeOf(filter) }, ordersPerPage);
  return ok({ ...page, orders: page.orders.map((order) => orderView(order, 'customer')) });
};

/** Input: none. Output: the orders each status holds, for the queue's tabs; past `cap` it says more. */
export const countOrdersForStaff = async ({
  countOrdersInStatus,
}: Pick<OrderPorts, 'countOrdersInStatus'>): Promise<Result<StaffOrderCounts>> => {
  const counted = await Promise.all(
    orderStatuses.map(async (status) => [status, await countOrdersInStatus(status)]),
  );
  return ok({ counts: Object.fromEntries(counted) as StaffOrderCounts['counts'], cap: countCap });
};

/** The staff's queue: twenty orders a page. */
export const queuePageSize = 20;

/** Whether a found order passes the queue's other filters (a search's orders are few: read, then kept). */
const passes =
  (filter: QueueFilter) =>
  (order: Order): boolean =>
    (filter.status === undefined || order.status === filter.status) &&
    (filter.payment === undefined || order.payment === filter.payment) &&
    (filter.paymentMethod === undefined || order.paymentMethod === filter.paymentMethod) &&
    (filter.shippingMethod === undefined || order.shippingMethod === filter.shippingMethod) &&
    (filter.from === undefined || order.createdAt >= filter.from) &&
    (filter.to === undefined || order.createdAt <= filter.to);

/**
 * Input: the queue's filters and search phrase. Output: a page of every owner's orders, newest first,
 * for staff. Course: a phrase is looked up as its term (number, e-mail, name or tax number) and the
 * filters keep what it finds; without one the queue is read by status (or all orders) and creation
 * range, the other filters applied by the read.
 */
export const listOrdersForStaff = async (
  ports: Pick<OrderPorts, 'listOrderQueue' | 'ordersFoundBy'>,
  { status, payment, method, shipping, from, to, q, cursor }: StaffOrdersQuery,
): Promise<Result<OrderListPage>> => {
  const filter: QueueFilter = {
    ...(status ? { status } : {}),
    ...(payment ? { payment } : {}),
    ...(method === undefined ? {} : { paymentMethod: method }),
    ...(shipping ? { shippingMethod: shipping } : {}),
    ...shopRangeOf({ from, to }),
    ...(cursor ? { cursor } : {}),
  };
  const view = (page: OrderPage): OrderListPage => ({
    ...page,
    orders: page.orders.map((order) => orderView(order, 'operations')),
  });
  if (q === undefined) return ok(view(await ports.listOrderQueue(filter, queuePageSize)));
  const term = searchTermOf(q);
  if (!term) return ok({ orders: [] });
  const found = await ports.ordersFoundBy(term, cursor, queuePageSize);
  return ok(view({ ...found, orders: found.orders.filter(passes(filter)) }));
};

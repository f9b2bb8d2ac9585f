import type { OrderStatus } from '#shared/orders/order-states';
import type { OrderListPage } from '#shared/orders/order-view';
import type { ClientOrderFilter } from '../../lib/table/orders';
import { ok, type Result } from '../result';
import type { OrderPorts } from './deps';
import { orderView } from './order-view';

/** Spec section 2 (order history): ten orders a page. */
export const ordersPerPage = 10;

/** A day (`YYYY-MM-DD`) as a range's end counts to its last moment; a moment is itself. */
export const endOf = (moment: string) => (moment.length === 10 ? `${moment}T23:59:59.999Z` : moment);

/**
 * Input: the customer's id and the history's filters (status, creation days or moments, cursor).
 * Output: a page of the customer's own orders, newest first.
 */
export const listMyOrders = async (
  { listClientOrders }: Pick<OrderPorts, 'listClientOrders'>,
  { sub, filter }: { sub: string; filter: ClientOrderFilter },
): Promise<Result<OrderListPage>> => {
  const to = filter.to === undefined ? {} : { to: endOf(filter.to) };
  const page = await listClientOrders(sub, { ...filter, ...to }, ordersPerPage);
  return ok({ ...page, orders: page.orders.map((order) => orderView(order, 'customer')) });
};

/** Input: a status and a cursor. Output: a page of every owner's orders in it, newest first, for staff. */
export const listOrdersForStaff = async (
  { listOrdersInStatus }: Pick<OrderPorts, 'listOrdersInStatus'>,
  { status, cursor }: { status: OrderStatus; cursor?: string | undefined },
): Promise<Result<OrderListPage>> => {
  const page = await listOrdersInStatus(status, cursor, ordersPerPage);
  return ok({ ...page, orders: page.orders.map((order) => orderView(order, 'operations')) });
};

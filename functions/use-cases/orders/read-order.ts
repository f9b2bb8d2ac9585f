import { timingSafeEqual } from 'node:crypto';
import type { Order } from '../../lib/table/orders';
import { fail, ok, type Result } from '../result';
import type { OrderPorts } from './deps';
import { type OrderView, orderView } from './order-view';

/** Who asks for an order: a signed-in customer (the token's sub), or a guest with the order link's token. */
export type OrderCaller = { kind: 'client'; sub: string } | { kind: 'guest'; token: string | undefined };

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * The caller's order. A customer's is read under their own key, so another customer's id is not
 * found; a guest's only with the token whose hash the order keeps. Anything else is
 * `order_not_found`, so an answer never tells whether an id exists.
 */
export const callersOrder = async (
  { getOrder, linkTokenHashOf }: Pick<OrderPorts, 'getOrder' | 'linkTokenHashOf'>,
  caller: OrderCaller,
  orderId: string,
): Promise<Result<Order>> => {
  if (caller.kind === 'client') {
    const order = await getOrder(caller, orderId);
    return order ? ok(order) : fail('order_not_found');
  }
  const order = caller.token ? await getOrder({ kind: 'guest' }, orderId) : undefined;
  const proven =
    order?.linkTokenHash !== undefined &&
    caller.token !== undefined &&
    sameHash(order.linkTokenHash, linkTokenHashOf(caller.token));
  return order && proven ? ok(order) : fail('order_not_found');
};

/**
 * Input: the caller and an order id. Output: the order as its customer sees it (with the actions the
 * customer may take), or `order_not_found`.
 */
export const readOrder = async (
  ports: OrderPorts,
  { caller, orderId }: { caller: OrderCaller; orderId: string },
): Promise<Result<OrderView>> => {
  const found = await callersOrder(ports, caller, orderId);
  return found.ok ? ok(orderView(found.value, 'customer')) : found;
};

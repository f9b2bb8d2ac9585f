import { fail, type Result } from '../result';
import { changeOrderStatus } from './change-order-status';
import type { OrderPorts } from './deps';
import type { OrderView } from './order-view';
import { callersOrder, type OrderCaller } from './read-order';

/**
 * Input: the caller (customer or guest with the link's token) and an order id. Output: the cancelled
 * order. Course: find the caller's order (`order_not_found` otherwise), then the table decides: only
 * an unpaid order is the customer's to cancel. An order only staff may cancel (a paid one) is
 * `order_cannot_be_cancelled` to its customer, the spec's message, rather than the table's
 * `not_allowed`; a concurrent change is `order_changed`.
 */
export const cancelOrder = async (
  ports: OrderPorts,
  { caller, orderId }: { caller: OrderCaller; orderId: string },
): Promise<Result<OrderView>> => {
  const found = await callersOrder(ports, caller, orderId);
  if (!found.ok) return found;
  const cancelled = await changeOrderStatus(ports, found.value, { action: 'cancel', actor: 'customer' });
  return !cancelled.ok && cancelled.code === 'not_allowed' ? fail('order_cannot_be_cancelled') : cancelled;
};

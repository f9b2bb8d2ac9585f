import type { OrderStatusAction } from '#shared/orders/order-states';
import { fail, type Result } from '../result';
import { changeOrderStatus } from './change-order-status';
import type { OrderPorts } from './deps';
import type { OrderView } from './order-view';

/**
 * An operations staff member moves any order along the table (book the payment, send, finish, cancel,
 * return). Input: the order id and the action. Output: the order as staff see it, or
 * `order_not_found`, the action's refusal, or `order_changed`.
 */
export const moveOrder = async (
  ports: OrderPorts,
  { orderId, action }: { orderId: string; action: OrderStatusAction },
): Promise<Result<OrderView>> => {
  const order = await ports.findOrder(orderId);
  if (!order) return fail('order_not_found');
  return changeOrderStatus(ports, order, action, 'operations');
};

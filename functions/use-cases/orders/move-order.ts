import type { OrderStatusAction } from '#shared/orders/order-states';
import { bookManualPayment } from '../payments/book-manual-payment';
import type { PaymentPorts } from '../payments/deps';
import { fail, type Result } from '../result';
import { changeOrderStatus } from './change-order-status';
import type { OrderPorts } from './deps';
import type { OrderView } from './order-view';

/**
 * An operations staff member moves any order along the table (book the payment, send, finish, cancel,
 * return). Input: the order id and the action. Output: the order as staff see it, or
 * `order_not_found`, the action's refusal, or `order_changed`. Booking the payment is the payments'
 * settlement (a paid payment item, history and `payment.settled` with the move), not a bare move.
 */
export const moveOrder = async (
  ports: Pick<OrderPorts, 'findOrder' | 'orderItems' | 'commit' | 'clock'> &
    Pick<PaymentPorts, 'paymentItems' | 'newPaymentId'>,
  { orderId, action }: { orderId: string; action: OrderStatusAction },
): Promise<Result<OrderView>> => {
  const order = await ports.findOrder(orderId);
  if (!order) return fail('order_not_found');
  if (action === 'bookPayment') return bookManualPayment(ports, order, 'operations');
  return changeOrderStatus(ports, order, action, 'operations');
};

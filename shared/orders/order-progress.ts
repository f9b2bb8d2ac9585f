import type { PaymentState } from './order-payment-states';
import type { OrderStatus } from './order-states';

// The customer-facing progress of an order (spec section 4, "order progress display"): three steps
// read from the order's status and its payment's state (order-payment-states.ts). Each value is a
// message key `order.progress.<step>.<value>` in web/public/i18n.

export type { PaymentState };

export interface OrderProgress {
  order: 'placed' | 'cancelled';
  payment: PaymentState;
  realization: 'waiting' | 'inProgress' | 'finished' | 'cancelled' | 'returned';
}

const realizationOf: Record<OrderStatus, OrderProgress['realization']> = {
  new: 'waiting',
  unpaid: 'waiting',
  toSend: 'inProgress',
  finished: 'finished',
  cancelled: 'cancelled',
  returned: 'returned',
};

/**
 * The progress shown for an order. An unpaid order's payment is waiting whatever was booked (booking
 * it moves the order on); otherwise the payment state is the booking's (cash on delivery and deferred
 * payments are booked after the goods leave).
 */
export const orderProgress = (status: OrderStatus, payment: PaymentState): OrderProgress => ({
  order: status === 'cancelled' ? 'cancelled' : 'placed',
  payment: status === 'unpaid' ? 'waiting' : payment,
  realization: realizationOf[status],
});

import type { OrderTransition } from '#shared/orders/order-requests';
import { bookManualPayment } from '../payments/book-manual-payment';
import type { PaymentPorts } from '../payments/deps';
import { fail, type Result } from '../result';
import { changeOrderStatus } from './change-order-status';
import type { OrderPorts } from './deps';
import type { OrderView } from './order-view';

/**
 * An operations staff member moves any order along the table (confirm availability, book the
 * payment, send, finish, cancel, return). Input: the order id, the transition (a send's carrier and
 * tracking number, a booking's amount and day) and the member's e-mail, which the order's history
 * keeps. Output: the order as staff see it, or `order_not_found`, the action's refusal, a field that
 * does not fit the order (`invalid_data`), or `order_changed`. Booking the payment is the payments'
 * settlement (a paid payment item, history and `payment.settled` with the move), not a bare move.
 */
export const moveOrder = async (
  ports: Pick<OrderPorts, 'findOrder' | 'orderItems' | 'commit' | 'clock'> &
    Pick<PaymentPorts, 'paymentItems' | 'newPaymentId'>,
  { orderId, transition, staffEmail }: { orderId: string; transition: OrderTransition; staffEmail?: string },
): Promise<Result<OrderView>> => {
  const order = await ports.findOrder(orderId);
  if (!order) return fail('order_not_found');
  const by = { actor: 'operations' as const, ...(staffEmail ? { staffEmail } : {}) };
  switch (transition.action) {
    case 'bookPayment': {
      const { amount, receivedOn } = transition;
      return bookManualPayment(ports, order, {
        ...by,
        ...(amount === undefined ? {} : { amount }),
        ...(receivedOn === undefined ? {} : { receivedOn }),
      });
    }
    case 'send': {
      const { carrier, trackingNumber } = transition;
      return changeOrderStatus(ports, order, { ...by, action: 'send', parcel: { carrier, trackingNumber } });
    }
    default:
      return changeOrderStatus(ports, order, { ...by, action: transition.action });
  }
};

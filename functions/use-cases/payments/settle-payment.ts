import { orderMoveOf } from '#shared/orders/order-states';
import type { Payment } from '../../lib/table/payments';
import type { PaymentPorts } from './deps';
import { settlementParts } from './settlement';

/** How a settlement ended: booked now, or already booked (a duplicate, a late or reordered notice). */
export type Settled = 'settled' | 'unchanged';

const attempts = 3;

/**
 * Settles a payment the provider confirmed, once. ONE guarded transaction: the payment registered or
 * expired → paid (the condition makes a second notification change nothing), the order's
 * `bookPayment` by the provider, the history line and `payment.settled`. An order moved meanwhile is
 * read again; an order that owes nothing more (paid by another payment: a second tab, a payment
 * replaced but paid late; or cancelled meanwhile) still gets the payment booked, without a move, as a
 * `surplus`: its `payment.settled` says so, and the money is given back whole (refund-surplus.ts).
 */
export const settlePayment = async (
  ports: PaymentPorts,
  payment: Payment,
  providerOrderId: number,
): Promise<Settled> => {
  for (let attempt = 1; ; attempt++) {
    const order = await ports.getOrder(payment.owner, payment.orderId);
    if (!order) throw new Error(`payment ${payment.paymentId} pays no order`);
    const now = ports.clock();
    const settledAt = now.toISOString();
    const move = orderMoveOf('bookPayment', order, 'provider');
    const parts = settlementParts(ports, { ...payment, settledAt }, order, move.ok ? move : undefined, now, {
      actor: 'provider',
    });
    const committed = await ports.commit(
      [
        {
          item: ports.paymentItems.move(payment, 'settle', now, {
            settledAt,
            providerOrderId,
            ...(move.ok ? {} : { surplus: true as const }),
          }),
          whenConditionFails: 'payment_not_settleable' as const,
        },
        ...parts.items,
      ],
      parts.events,
    );
    if (committed.ok) {
      if (!move.ok) ports.warn('surplus payment settled, to be refunded', { orderId: order.id });
      return 'settled';
    }
    if (committed.code === 'payment_not_settleable') return 'unchanged';
    if (attempt === attempts) throw new Error(`order ${order.id} kept changing while its payment settled`);
  }
};

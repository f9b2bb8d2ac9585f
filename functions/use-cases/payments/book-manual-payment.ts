import { orderMoveOf } from '#shared/orders/order-states';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import type { Order } from '../../lib/table/orders';
import type { Payment } from '../../lib/table/payments';
import { type OrderView, orderView } from '../orders/order-view';
import { fail, ok, type Result } from '../result';
import type { PaymentPorts } from './deps';
import { settlementParts } from './settlement';

/**
 * An order's payment that came outside the provider is booked: by operations (a transfer, cash on
 * delivery, deferred payment) or on the financing partner's approval (credit, leasing, paid out to
 * the shop's account). The same settlement as the provider's, in ONE guarded transaction — a payment
 * item already paid, the order's `bookPayment` move by that actor, the customer's history line and
 * `payment.settled` with the source of the order's method in its currency. Output: the order as the
 * actor sees it, or the move's refusal (`order_cannot_be_paid`, `not_allowed`), or `order_changed`
 * when it moved meanwhile.
 */
export const bookManualPayment = async (
  ports: Pick<PaymentPorts, 'orderItems' | 'paymentItems' | 'newPaymentId' | 'commit' | 'clock'>,
  order: Order,
  by: 'operations' | 'financing',
): Promise<Result<OrderView>> => {
  const move = orderMoveOf('bookPayment', order, by);
  if (!move.ok) return fail(move.code);
  const method = paymentMethodOfId(order.paymentMethod);
  if (!method) throw new Error(`order ${order.id} has no known payment method`);
  const now = ports.clock();
  const settledAt = now.toISOString();
  const payment: Payment & { settledAt: string } = {
    paymentId: ports.newPaymentId(),
    orderId: order.id,
    owner: order.owner,
    method,
    amount: order.totals.total.gross,
    currency: order.currency,
    state: 'paid',
    createdAt: settledAt,
    expiresAt: settledAt,
    settledAt,
  };
  const parts = settlementParts(ports, payment, order, move, now);
  const committed = await ports.commit(
    [{ item: ports.paymentItems.put(payment) }, ...parts.items],
    parts.events,
  );
  if (!committed.ok) return fail(committed.code);
  return ok(orderView(parts.order, by));
};

import type { FieldError } from '#shared/errors';
import { orderMoveOf } from '#shared/orders/order-states';
import { paymentMethodOfId } from '#shared/orders/payment-methods';
import { shopDayOf } from '#shared/shop-time';
import { fieldMessages } from '#shared/validation';
import type { Order } from '../../lib/table/orders';
import { type OrderView, orderView } from '../orders/order-view';
import { fail, failOnFields, ok, type Result } from '../result';
import type { PaymentPorts } from './deps';
import { paidInFull, settlementParts } from './settlement';

/** Who books a payment outside the provider: operations (with what arrived, and when) or the financing partner. */
export type ManualBooking =
  | { actor: 'operations'; staffEmail?: string; amount?: number; receivedOn?: string }
  | { actor: 'financing' };

/** The fields of an operations booking that do not fit the order: the amount is its total, the day between its placement and today. */
const bookingFieldErrors = (
  order: Order,
  { amount, receivedOn }: { amount?: number; receivedOn?: string },
  now: Date,
): FieldError[] => [
  ...(amount !== undefined && amount !== order.totals.total.gross
    ? [{ path: 'amount', message: fieldMessages.invalidValue }]
    : []),
  ...(receivedOn !== undefined &&
  (receivedOn < shopDayOf(new Date(order.createdAt)) || receivedOn > shopDayOf(now))
    ? [{ path: 'receivedOn', message: fieldMessages.invalidValue }]
    : []),
];

/**
 * An order's payment that came outside the provider is booked: by operations (a transfer, cash on
 * delivery, deferred payment) or on the financing partner's approval (credit, leasing, paid out to
 * the shop's account). Operations say what arrived and the day it did: an amount other than the
 * order's total, or a day before the order or after today (shop time), is `invalid_data` on that
 * field, nothing booked; the order's history records both. The same settlement as the provider's, in ONE guarded transaction — a payment
 * item already paid, the order's `bookPayment` move by that actor, the customer's history line and
 * `payment.settled` with the source of the order's method in its currency. Output: the order as the
 * actor sees it, or the move's refusal (`order_cannot_be_paid`, `not_allowed`), or `order_changed`
 * when it moved meanwhile.
 */
export const bookManualPayment = async (
  ports: Pick<PaymentPorts, 'orderItems' | 'paymentItems' | 'newPaymentId' | 'commit' | 'clock'>,
  order: Order,
  booking: ManualBooking,
): Promise<Result<OrderView>> => {
  const move = orderMoveOf('bookPayment', order, booking.actor);
  if (!move.ok) return fail(move.code);
  const method = paymentMethodOfId(order.paymentMethod);
  if (!method) throw new Error(`order ${order.id} has no known payment method`);
  const now = ports.clock();
  const refused = booking.actor === 'operations' ? bookingFieldErrors(order, booking, now) : [];
  if (refused.length > 0) return failOnFields('invalid_data', refused);
  const payment = paidInFull(ports.newPaymentId(), order, method, now);
  const parts = settlementParts(
    ports,
    payment,
    order,
    move,
    now,
    booking.actor === 'operations'
      ? {
          actor: 'operations',
          ...(booking.staffEmail ? { staffEmail: booking.staffEmail } : {}),
          booked: {
            amount: payment.amount,
            currency: payment.currency,
            receivedOn: booking.receivedOn ?? shopDayOf(now),
          },
        }
      : { actor: 'financing' },
  );
  const committed = await ports.commit(
    [{ item: ports.paymentItems.put(payment) }, ...parts.items],
    parts.events,
  );
  if (!committed.ok) return fail(committed.code);
  return ok(orderView(parts.order, booking.actor));
};

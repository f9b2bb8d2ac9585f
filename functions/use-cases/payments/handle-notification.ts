import { paymentMoveOf } from '#shared/payments/provider-payment-states';
import type { PaymentNotice } from '../../lib/payment-provider/port';
import type { Payment } from '../../lib/table/payments';
import { isCardCheckSession } from '../../lib/table/saved-cards';
import { fail, ok, type Result } from '../result';
import { cardCheckStanding, settleCardCheck } from './add-card-notices';
import { cardPortsOf } from './card-deps';
import type { PaymentPorts } from './deps';
import type { NoticePorts } from './notice-deps';
import { type Settled, settlePayment } from './settle-payment';

// The provider's notification, what settles a payment, in two steps. The route
// accepts it (`acceptNotification`): the sign checked, the payment found with the amount and currency we
// registered, then the body put on the bus (storage first) and answered at once. The
// `settle-payment-notification` consumer settles it (`settleNotification`): the same checks on a
// consistent read, the mandatory verify at the provider, the payment settled once. A wrong sign, an
// unknown session, another amount or currency, or a notice for a payment the table does not let settle
// (declined) is refused with `invalid_data` and logged, never the body, nothing changed; a notice for a
// payment booked already (a duplicate, a replay, one after the reconciliation) answers `unchanged`.

const parsed = (ports: PaymentPorts, body: unknown): Result<PaymentNotice> => {
  const notice = ports.provider.parseNotification(body);
  if (notice.ok) return ok(notice.notification);
  ports.warn('payment notification refused', { reason: notice.reason });
  return fail('invalid_data');
};

/** Where a notice of an order's (or an invoice's) payment stands: refused, `unchanged`, or the payment to settle. */
const paymentStanding = async (
  ports: PaymentPorts,
  notice: PaymentNotice,
): Promise<Result<Payment | 'unchanged'>> => {
  const payment = await ports.getPayment(notice.sessionId);
  const refuse = (reason: string) => {
    ports.warn('payment notification refused', { reason, paymentId: payment?.paymentId });
    return fail('invalid_data');
  };
  if (!payment) return refuse('unknown_session');
  if (notice.amount !== payment.amount || notice.currency !== payment.currency)
    return refuse('amount_or_currency_differs');
  if (payment.state === 'paid' || payment.state === 'refunded') return ok('unchanged');
  if (!paymentMoveOf('settle', payment.state)) return refuse(`payment_${payment.state}`);
  return ok(payment);
};

/** A saved card's 1 PLN verification pays no order: its notice saves the card instead. */
const standingOf = (ports: PaymentPorts, notice: PaymentNotice) =>
  isCardCheckSession(notice.sessionId)
    ? cardCheckStanding(cardPortsOf(ports), notice)
    : paymentStanding(ports, notice);

/**
 * The route's step. Input: the body as received. Output: `accepted` (put on the bus for settling),
 * `unchanged`, or `invalid_data`. A bus that does not take it throws: the route answers 5xx and the
 * provider sends the notice again.
 */
export const acceptNotification = async (
  ports: PaymentPorts & NoticePorts,
  body: unknown,
): Promise<Result<'accepted' | 'unchanged'>> => {
  const notice = parsed(ports, body);
  if (!notice.ok) return notice;
  const standing = await standingOf(ports, notice.value);
  if (!standing.ok) return standing;
  if (standing.value === 'unchanged') return ok('unchanged');
  await ports.announceNotification(body as Record<string, unknown>, notice.value);
  return ok('accepted');
};

/**
 * The consumer's step. Input: the body the route accepted. Output: `settled`, `unchanged` or
 * `invalid_data`. Verify at the provider is mandatory; its refusal throws, so the event is delivered
 * again.
 */
export const settleNotification = async (ports: PaymentPorts, body: unknown): Promise<Result<Settled>> => {
  const notice = parsed(ports, body);
  if (!notice.ok) return notice;
  if (isCardCheckSession(notice.value.sessionId)) return settleCardCheck(cardPortsOf(ports), notice.value);
  const standing = await paymentStanding(ports, notice.value);
  if (!standing.ok) return standing;
  if (standing.value === 'unchanged') return ok('unchanged');
  const payment = standing.value;
  await ports.provider.verify({
    sessionId: payment.paymentId,
    providerOrderId: notice.value.providerOrderId,
    amount: payment.amount,
    currency: payment.currency,
  });
  return ok(await settlePayment(ports, payment, notice.value.providerOrderId));
};

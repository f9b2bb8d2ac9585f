import { paymentMoveOf } from '#shared/payments/payment-states';
import { isCardCheckSession } from '../../lib/table/saved-cards';
import { fail, ok, type Result } from '../result';
import { settleCardCheck } from './add-card-notices';
import { cardPortsOf } from './card-deps';
import type { PaymentPorts } from './deps';
import { type Settled, settlePayment } from './settle-payment';

/**
 * The provider's notification, what settles a payment (issue 13 part 1). Course: parse and check its
 * sign; find the payment by our session id; check the amount and currency against what we registered;
 * a payment already booked answers `unchanged` (a duplicate or reordered notice); otherwise verify at
 * the provider (mandatory; a refusal throws, so the provider retries) and settle once. A wrong sign,
 * an unknown session, another amount or currency, or a notice for a payment the table does not let
 * settle (declined) is refused with `invalid_data` and logged, never the body, nothing changed.
 */
export const handleNotification = async (ports: PaymentPorts, body: unknown): Promise<Result<Settled>> => {
  const parsed = ports.provider.parseNotification(body);
  if (!parsed.ok) {
    ports.warn('payment notification refused', { reason: parsed.reason });
    return fail('invalid_data');
  }
  const notice = parsed.notification;
  // A saved card's 1 PLN verification (issue 13 part 6) pays no order: it saves the card instead.
  if (isCardCheckSession(notice.sessionId)) return settleCardCheck(cardPortsOf(ports), notice);
  const payment = await ports.getPayment(notice.sessionId);
  if (!payment) {
    ports.warn('payment notification refused', { reason: 'unknown_session' });
    return fail('invalid_data');
  }
  const refuse = (reason: string) => {
    ports.warn('payment notification refused', { reason, paymentId: payment.paymentId });
    return fail('invalid_data');
  };
  if (notice.amount !== payment.amount || notice.currency !== payment.currency)
    return refuse('amount_or_currency_differs');
  if (payment.state === 'paid' || payment.state === 'refunded') return ok('unchanged');
  if (!paymentMoveOf('settle', payment.state)) return refuse(`payment_${payment.state}`);
  await ports.provider.verify({
    sessionId: payment.paymentId,
    providerOrderId: notice.providerOrderId,
    amount: payment.amount,
    currency: payment.currency,
  });
  return ok(await settlePayment(ports, payment, notice.providerOrderId));
};

import { paymentSurplusRefunded } from '#events/contracts/payment-surplus-refunded';
import { type BookedMethod, paymentSourceOf } from '#shared/payments/payment-sources';
import type { RefundNotice } from '../../lib/payment-provider/port';
import { outboxItem } from '../../lib/table/outbox';
import type { Payment } from '../../lib/table/payments';
import { isCardCheckSession } from '../../lib/table/saved-cards';
import { fail, ok, type Result } from '../result';
import { activateCheckedCard } from './add-card-notices';
import { cardPortsOf } from './card-deps';
import type { PaymentPorts } from './deps';
import { refundableRest, refundRequestIdOf } from './refund-order';

/** A customer's payment history line of a refund: the amount back, as a negative payment. */
const refundHistory = (
  ports: PaymentPorts,
  payment: Payment,
  now: Date,
  refund: { id: string; amount: number; title: string; invoices: string[] },
) =>
  payment.owner.kind === 'client'
    ? [
        {
          item: ports.paymentItems.history(payment.owner.sub, refund.id, {
            date: now.toISOString(),
            title: refund.title,
            orderId: payment.orderId,
            source: paymentSourceOf(payment.method as BookedMethod, payment.currency),
            amount: -refund.amount,
            currency: payment.currency,
            invoices: refund.invoices,
          }),
        },
      ]
    : [];

/** A surplus given back: the invoice it was booked on takes the booking back (book-settled-payment.ts). */
const surplusRefunded = (payment: Payment, now: Date) =>
  outboxItem(
    paymentSurplusRefunded,
    {
      paymentId: payment.paymentId,
      orderId: payment.orderId,
      ...(payment.invoice ? { invoiceGuid: payment.invoice.guid } : {}),
      amount: payment.amount,
      currency: payment.currency,
    },
    { now },
  );

/** The notice of a part given back (refund-order-part.ts): booked once, with its history line. */
const partRefunded = async (
  ports: PaymentPorts,
  payment: Payment,
  notice: RefundNotice,
): Promise<Result<'refunded' | 'unchanged'>> => {
  const part = await ports.getPartRefund(payment.paymentId, notice.requestId);
  if (!part || notice.amount !== part.amount || notice.currency !== payment.currency) {
    ports.warn('refund notification refused', {
      reason: part ? 'amount_or_currency_differs' : 'unknown_request',
    });
    return fail('invalid_data');
  }
  if (notice.status !== 0) {
    ports.warn('refund rejected by the provider', {
      paymentId: payment.paymentId,
      requestId: part.requestId,
    });
    return ok('unchanged');
  }
  const now = ports.clock();
  const committed = await ports.commit([
    { item: ports.partRefundItems.refunded(part, now), whenConditionFails: 'refunded_before' as const },
    ...refundHistory(ports, payment, now, {
      id: `${payment.paymentId}.${part.requestId}`,
      amount: part.amount,
      title: part.title,
      invoices: part.invoiceNumber ? [part.invoiceNumber] : [],
    }),
  ]);
  return ok(committed.ok ? 'refunded' : 'unchanged');
};

/**
 * The provider's notice of a refund's outcome. Course: parse and check its sign; the payment by our
 * session id; a part's request (a cancelled subscription's unused days) books that part once, with its
 * history line; the payment's own request, completed for what was left of it in its currency, moves it
 * paid → refunded once, with a customer's history line of the refund (the condition makes a repeated
 * notice change nothing). A wrong sign, an unknown
 * session, another amount or currency is refused with `invalid_data` and logged; a rejected refund
 * is logged for staff and changes nothing.
 */
export const handleRefundNotification = async (
  ports: PaymentPorts,
  body: unknown,
): Promise<Result<'refunded' | 'unchanged'>> => {
  const parsed = ports.provider.parseRefundNotification(body);
  if (!parsed.ok) {
    ports.warn('refund notification refused', { reason: parsed.reason });
    return fail('invalid_data');
  }
  const notice = parsed.notification;
  // A saved card's verification refunded: the card turns active.
  if (isCardCheckSession(notice.sessionId)) return activateCheckedCard(cardPortsOf(ports), notice);
  const payment = await ports.getPayment(notice.sessionId);
  if (payment && notice.requestId !== refundRequestIdOf(payment.paymentId))
    return partRefunded(ports, payment, notice);
  if (!payment || notice.amount !== refundableRest(payment) || notice.currency !== payment.currency) {
    ports.warn('refund notification refused', {
      reason: payment ? 'amount_or_currency_differs' : 'unknown_session',
    });
    return fail('invalid_data');
  }
  if (notice.status !== 0) {
    ports.warn('refund rejected by the provider', { paymentId: payment.paymentId });
    return ok('unchanged');
  }
  const now = ports.clock();
  const committed = await ports.commit(
    [
      {
        item: ports.paymentItems.move(payment, 'refund', now),
        whenConditionFails: 'payment_not_refundable' as const,
      },
      ...refundHistory(ports, payment, now, {
        id: payment.paymentId,
        amount: refundableRest(payment),
        title: payment.orderId,
        invoices: [],
      }),
    ],
    payment.surplus ? [surplusRefunded(payment, now)] : [],
  );
  return ok(committed.ok ? 'refunded' : 'unchanged');
};

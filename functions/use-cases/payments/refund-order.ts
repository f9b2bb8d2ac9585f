import { createHash } from 'node:crypto';
import { isOnlineMethod } from '#shared/payments/online-methods';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import type { Payment } from '../../lib/table/payments';
import type { PaymentPorts } from './deps';

/** The refund request of a payment: one per payment, so asking again is the same request. */
export const refundRequestIdOf = (paymentId: string) => `refund-${paymentId}`;

/** Przelewy24's `refundsUuid` (at most 35 characters), derived from the payment so a retry sends the same. */
const refundsUuidOf = (paymentId: string) =>
  createHash('sha256').update(`refunds:${paymentId}`).digest('hex').slice(0, 32);

/** The provider already holds this refund request: an earlier attempt got through before its record. */
const alreadyAsked = (error: unknown) =>
  error instanceof ProviderError &&
  (error.status === 400 || error.status === 409) &&
  /already exists/i.test(error.message);

const askRefund = async (ports: PaymentPorts, payment: Payment, orderId: string, urlStatus: string) => {
  const requestId = refundRequestIdOf(payment.paymentId);
  try {
    await ports.provider.refund({
      requestId,
      refundsUuid: refundsUuidOf(payment.paymentId),
      providerOrderId: payment.providerOrderId as number,
      sessionId: payment.paymentId,
      amount: payment.amount,
      description: `Zwrot ${orderId}`,
      urlStatus,
    });
  } catch (error) {
    if (!alreadyAsked(error)) throw error;
  }
  await ports.commit([
    {
      item: ports.paymentItems.refundAsked(payment.paymentId, requestId, ports.clock()),
      whenConditionFails: 'asked' as const,
    },
  ]);
};

export interface RefundOutcome {
  /** Payments whose refund was asked at the provider now. */
  asked: string[];
  /** Payments booked by hand (a transfer, cash on delivery): staff pay them back the same way. */
  byHand: string[];
}

/**
 * Input: a cancelled or returned order (`order.status-changed`) and the refund notification's URL.
 * Output: what was refunded how. Course: the order's paid payments → each one paid through the
 * provider and not asked yet: its whole amount asked back (request id and refunds uuid derived from
 * the payment, so a retry is the same request; the provider's "request already exists" counts as
 * asked) and the request recorded on the payment once; its notice later moves it paid → refunded
 * (handleRefundNotification). A payment booked by hand is logged for staff to pay back. A provider
 * failure is thrown, so the event is delivered again and asks only what is missing.
 */
export const refundOrder = async (
  ports: PaymentPorts,
  { orderId, urlStatus }: { orderId: string; urlStatus: string },
): Promise<RefundOutcome> => {
  const paid = (await ports.listOrderPayments(orderId)).filter((payment) => payment.state === 'paid');
  const outcome: RefundOutcome = { asked: [], byHand: [] };
  for (const payment of paid) {
    if (!isOnlineMethod(payment.method) || payment.providerOrderId === undefined) {
      ports.warn('refund to pay by hand', { orderId, paymentId: payment.paymentId, amount: payment.amount });
      outcome.byHand.push(payment.paymentId);
    } else if (payment.refundRequestId === undefined) {
      await askRefund(ports, payment, orderId, urlStatus);
      outcome.asked.push(payment.paymentId);
    }
  }
  return outcome;
};

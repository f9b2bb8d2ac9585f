import { isOnlineMethod } from '#shared/payments/online-methods';
import type { Payment } from '../../lib/table/payments';
import { askRefund } from './ask-refund';
import type { PaymentPorts } from './deps';

/** The refund request of a payment: one per payment, so asking again is the same request. */
export const refundRequestIdOf = (paymentId: string) => `refund-${paymentId}`;

/** What is left to give back of a payment: all of it but the parts given back already. */
export const refundableRest = (payment: Payment): number => payment.amount - (payment.refundedAmount ?? 0);

/**
 * What is left of a paid payment asked back at the provider (the request derived from the payment, so
 * a retry is the same request) and the request recorded on it once.
 */
export const askRest = async (
  ports: PaymentPorts,
  payment: Payment,
  orderNumber: string,
  urlStatus: string,
) => {
  const requestId = refundRequestIdOf(payment.paymentId);
  await askRefund(ports, payment, {
    requestId,
    amount: refundableRest(payment),
    description: `Zwrot ${orderNumber}`,
    urlStatus,
  });
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
 * provider and not asked yet: what is left of it (all of it but the parts given back before, e.g. a
 * cancelled subscription's unused days) asked back (request id derived from the payment, so a retry is
 * the same request) and the request recorded on the payment once; its notice later moves it paid → refunded
 * (handleRefundNotification). A payment booked by hand is logged for staff to pay back. A provider
 * failure is thrown, so the event is delivered again and asks only what is missing.
 */
export const refundOrder = async (
  ports: PaymentPorts,
  { orderId, orderNumber, urlStatus }: { orderId: string; orderNumber: string; urlStatus: string },
): Promise<RefundOutcome> => {
  const paid = (await ports.listOrderPayments(orderId)).filter((payment) => payment.state === 'paid');
  const outcome: RefundOutcome = { asked: [], byHand: [] };
  for (const payment of paid) {
    if (!isOnlineMethod(payment.method) || payment.providerOrderId === undefined) {
      ports.warn('refund to pay by hand', { orderId, paymentId: payment.paymentId, amount: payment.amount });
      outcome.byHand.push(payment.paymentId);
    } else if (payment.refundRequestId === undefined && refundableRest(payment) > 0) {
      await askRest(ports, payment, orderNumber, urlStatus);
      outcome.asked.push(payment.paymentId);
    }
  }
  return outcome;
};

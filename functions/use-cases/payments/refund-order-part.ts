import { createHash } from 'node:crypto';
import { isOnlineMethod } from '#shared/payments/online-methods';
import type { Payment } from '../../lib/table/payments';
import { askRefund } from './ask-refund';
import type { PaymentPorts } from './deps';
import { refundableRest } from './refund-order';

/** A part's refund request at Przelewy24 (at most 45 characters): the payment's and what it refunds. */
export const partRequestIdOf = (paymentId: string, what: string) =>
  `part-${paymentId}-${createHash('sha256').update(what).digest('hex').slice(0, 12)}`;

export type PartRefundOutcome = 'asked' | 'askedBefore' | 'byHand' | 'nothingPaid';

const askedBefore = async (ports: PaymentPorts, paid: Payment[], what: string) => {
  for (const payment of paid)
    if (await ports.getPartRefund(payment.paymentId, partRequestIdOf(payment.paymentId, what))) return true;
  return false;
};

/**
 * Input: an order, the part of what was paid for it to give back (`amount`, minor units of its
 * currency), what it is for (`what`: one request per what, e.g. a subscription's cancellation) and its
 * title. Output: how. Course: the order's paid payments; asked for this before → nothing more; the
 * first paid through the provider with that much left (not refunded whole, its parts counted) → the
 * amount asked back under a request id derived from the payment and `what`, then recorded beside the
 * payment and counted on it, once (its notice books it: handle-refund-notification.ts); a payment
 * booked by hand is logged for staff to pay back; nothing paid (a deferred payment not paid yet: the
 * correction lowers what is due). A provider failure is thrown and nothing recorded: the event is
 * delivered again and asks the same.
 */
export const refundOrderPart = async (
  ports: PaymentPorts,
  refund: {
    orderId: string;
    /** The order's number as its buyer reads it (`2026/001234`), in the refund's title at the provider. */
    orderNumber: string;
    amount: number;
    what: string;
    title: string;
    invoiceNumber?: string;
    urlStatus: string;
  },
): Promise<PartRefundOutcome> => {
  const paid = (await ports.listOrderPayments(refund.orderId)).filter((payment) => payment.state === 'paid');
  if (await askedBefore(ports, paid, refund.what)) return 'askedBefore';
  const online = paid.find(
    (payment) =>
      isOnlineMethod(payment.method) &&
      payment.providerOrderId !== undefined &&
      payment.refundRequestId === undefined &&
      refundableRest(payment) >= refund.amount,
  );
  if (!online) {
    if (paid.length === 0) return 'nothingPaid';
    ports.warn('refund to pay by hand', {
      orderId: refund.orderId,
      amount: refund.amount,
      what: refund.what,
    });
    return 'byHand';
  }
  const requestId = partRequestIdOf(online.paymentId, refund.what);
  await askRefund(ports, online, {
    requestId,
    amount: refund.amount,
    description: `Zwrot ${refund.orderNumber}`,
    urlStatus: refund.urlStatus,
  });
  const items = ports.partRefundItems.asked(online, {
    requestId,
    amount: refund.amount,
    title: refund.title,
    ...(refund.invoiceNumber ? { invoiceNumber: refund.invoiceNumber } : {}),
    askedAt: ports.clock().toISOString(),
  });
  await ports.commit(items.map((item) => ({ item, whenConditionFails: 'asked' as const })));
  return 'asked';
};

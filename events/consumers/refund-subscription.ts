import { refundNotificationUrl } from '#functions/lib/payment-provider/notification-urls';
import { paymentProvider } from '#functions/lib/payment-provider/payment-provider';
import { correctSubscriptionInvoice } from '#functions/use-cases/invoices/correct-subscription-invoice';
import { deps as invoiceDeps } from '#functions/use-cases/invoices/deps';
import { paymentDeps } from '#functions/use-cases/payments/deps';
import { refundOrderPart } from '#functions/use-cases/payments/refund-order-part';
import { subscriptionRefundDue } from '../contracts/subscription-refund-due';
import { sqsConsumer } from './sqs-consumer';

// What a Microsoft 365 subscription gives back (cancelled, or licences taken away):
// the invoice of the order that paid its term corrected by a KOR (to zero for one never provisioned,
// its net lowered by the unused days otherwise), and the KOR's gross paid back at the provider from
// that order's payment. Each effect once: the KOR's id is the refund's (subscription and time), the
// refund request derived from it, so a redelivered event does only what is missing; an invoice not
// issued yet makes the event come again.

export const handler = sqsConsumer(subscriptionRefundDue, async ({ data }) => {
  const corrected = await correctSubscriptionInvoice(invoiceDeps(), data);
  if (!corrected.ok) throw new Error(`invoice of ${data.orderId} not corrected: ${corrected.code}`);
  const kor = corrected.value;
  if (!kor || kor.totals.gross >= 0) return;
  await refundOrderPart(paymentDeps(paymentProvider()), {
    orderId: data.orderId,
    orderNumber: kor.orderNumber,
    amount: -kor.totals.gross,
    what: `subscription-${data.subscriptionId}-${data.at}`,
    title: data.name,
    invoiceNumber: kor.number,
    urlStatus: refundNotificationUrl(),
  });
});

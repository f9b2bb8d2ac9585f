import { refundNotificationUrl } from '#functions/lib/payment-provider/notification-urls';
import { paymentProvider } from '#functions/lib/payment-provider/payment-provider';
import { correctOrderInvoice } from '#functions/use-cases/invoices/correct-order-invoice';
import { deps as invoiceDeps } from '#functions/use-cases/invoices/deps';
import { paymentDeps } from '#functions/use-cases/payments/deps';
import { refundOrder } from '#functions/use-cases/payments/refund-order';
import { orderStatusChanged } from '../contracts/order-status-changed';
import { sqsConsumer } from './sqs-consumer';

// A cancelled or returned order: its online payments asked back at the provider and
// its VAT invoice corrected to zero by a KOR (which goes to KSeF and gets its PDF like any invoice).
// Each effect is recorded once (the payment's refund request, the KOR's id), so a redelivered event
// does only what is missing; any other move of an order is none of this consumer's business.

export const handler = sqsConsumer(orderStatusChanged, async ({ data }) => {
  if (data.to !== 'cancelled' && data.to !== 'returned') return;
  await refundOrder(paymentDeps(paymentProvider()), {
    orderId: data.orderId,
    orderNumber: data.orderNumber,
    urlStatus: refundNotificationUrl(),
  });
  const corrected = await correctOrderInvoice(invoiceDeps(), { orderId: data.orderId, to: data.to });
  if (!corrected.ok && corrected.code !== 'invoice_not_found')
    throw new Error(`invoice of ${data.orderId} not corrected: ${corrected.code}`);
});

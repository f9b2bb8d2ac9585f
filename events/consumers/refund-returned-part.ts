import { refundNotificationUrl } from '#functions/lib/payment-provider/notification-urls';
import { paymentProvider } from '#functions/lib/payment-provider/payment-provider';
import { findOrder } from '#functions/lib/table/orders';
import { correctReturnedPart } from '#functions/use-cases/invoices/correct-order-invoice';
import { deps as invoiceDeps } from '#functions/use-cases/invoices/deps';
import { paymentDeps } from '#functions/use-cases/payments/deps';
import { refundOrderPart } from '#functions/use-cases/payments/refund-order-part';
import { returnedGrossOf } from '#shared/orders/part-return';
import { orderPartReturned } from '../contracts/order-part-returned';
import { sqsConsumer } from './sqs-consumer';

// Part of a delivered order taken back: its VAT invoice corrected by a KOR for those units only, and
// what the KOR takes off refunded at the provider (or, without an invoice, what the units cost on the
// order; a payment booked by hand is logged for staff to pay back). Each effect is recorded once (the
// KOR's id and the refund's request id are the return's), so a redelivered event does only what is
// missing.

export const handler = sqsConsumer(orderPartReturned, async ({ data }) => {
  const order = await findOrder(data.orderId);
  if (!order) throw new Error(`order ${data.orderId} of ${data.returnId} not found`);
  const kor = await correctReturnedPart(invoiceDeps(), { order, returnId: data.returnId });
  if (!kor.ok && kor.code !== 'invoice_not_found')
    throw new Error(`invoice of ${data.orderId} not corrected for ${data.returnId}: ${kor.code}`);
  const amount = kor.ok ? -kor.value.totals.gross : returnedGrossOf(order.lines, data.lines);
  const refund = await refundOrderPart(paymentDeps(paymentProvider()), {
    orderId: data.orderId,
    orderNumber: data.orderNumber,
    amount,
    what: data.returnId,
    title: `Zwrot części zamówienia ${data.orderNumber}`,
    ...(kor.ok ? { invoiceNumber: kor.value.number } : {}),
    urlStatus: refundNotificationUrl(),
  });
  return { kor: kor.ok ? kor.value.number : null, amount, refund };
});

import type { Context, SQSEvent } from 'aws-lambda';
import { bookSettledPayment } from '#functions/use-cases/invoices/book-settled-payment';
import { deps } from '#functions/use-cases/invoices/deps';
import { issueInvoice } from '#functions/use-cases/invoices/issue-invoice';
import type { Result } from '#functions/use-cases/result';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { orderPlaced } from '../contracts/order-placed';
import { paymentSettled } from '../contracts/payment-settled';
import { sqsConsumer } from './sqs-consumer';

// Invoices are issued when an order is paid, and at placement for deferred payment:
// payment.settled → the order's VAT invoice (issued once) with the payment booked on it, or the
// payment booked on the invoice paid by its guid; order.placed with deferred payment → the invoice,
// nothing paid yet. Two rules feed this function, each through its own queue, so a batch holds one
// event type; a failure is thrown so SQS delivers the event again.

const orThrow = <T>(result: Result<T>): T => {
  if (!result.ok) throw new Error(`invoice not issued: ${result.code}`);
  return result.value;
};

const onPaymentSettled = sqsConsumer(paymentSettled, async ({ data }) =>
  orThrow(await bookSettledPayment(deps(), data)),
);

const onOrderPlaced = sqsConsumer(orderPlaced, async ({ data }) =>
  data.paymentMethod === paymentMethodIds.deferred
    ? orThrow(await issueInvoice(deps(), { orderId: data.orderId, reason: 'deferred-payment' }))
    : undefined,
);

const byEvent: Record<string, typeof onPaymentSettled> = {
  [paymentSettled.name]: onPaymentSettled,
  [orderPlaced.name]: onOrderPlaced,
};

export const handler = (event: SQSEvent, context: Context) => {
  const first = JSON.parse(event.Records[0]?.body ?? '{}') as { 'detail-type'?: string };
  // An event of another type fails in the payment consumer's own type check, record by record.
  return (byEvent[first['detail-type'] ?? ''] ?? onPaymentSettled)(event, context);
};

import {
  bookSettledPayment,
  unbookRefundedSurplus,
} from '#functions/use-cases/invoices/book-settled-payment';
import { deps } from '#functions/use-cases/invoices/deps';
import { issueInvoice } from '#functions/use-cases/invoices/issue-invoice';
import type { Result } from '#functions/use-cases/result';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { orderPlaced } from '../contracts/order-placed';
import { paymentSettled } from '../contracts/payment-settled';
import { paymentSurplusRefunded } from '../contracts/payment-surplus-refunded';
import { consumersByDetailType, sqsConsumer } from './sqs-consumer';

// Invoices are issued when an order is paid, and at placement for deferred payment:
// payment.settled → the order's VAT invoice (issued once) with the payment booked on it, or the
// payment booked on the invoice paid by its guid; order.placed with deferred payment → the invoice,
// nothing paid yet; payment.surplus-refunded → the surplus's booking taken back (paid again). One
// queue brings all three (`consumersByDetailType`); a failure is thrown so SQS delivers the event again.

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

const onSurplusRefunded = sqsConsumer(paymentSurplusRefunded, async ({ data }) =>
  orThrow(await unbookRefundedSurplus(deps(), data)),
);

export const handler = consumersByDetailType(
  {
    [paymentSettled.name]: onPaymentSettled,
    [paymentSurplusRefunded.name]: onSurplusRefunded,
    [orderPlaced.name]: onOrderPlaced,
  },
  onPaymentSettled,
);

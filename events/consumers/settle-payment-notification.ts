import { paymentProvider } from '#functions/lib/payment-provider/payment-provider';
import { paymentDeps } from '#functions/use-cases/payments/deps';
import { settleNotification } from '#functions/use-cases/payments/handle-notification';
import { paymentNotified } from '../contracts/payment-notified';
import { sqsConsumer } from './sqs-consumer';

// A payment's notification the route accepted: verified at the provider and the
// payment settled once (its order moved, its history line and `payment.settled` in one transaction).
// A notice refused now (the payment declined meanwhile) is logged by the use case and dropped; a verify
// the provider refuses, or any error, is thrown, so SQS delivers the event again (then its DLQ).

export const handler = sqsConsumer(paymentNotified, async ({ data }) => {
  await settleNotification(paymentDeps(paymentProvider()), data.body);
});

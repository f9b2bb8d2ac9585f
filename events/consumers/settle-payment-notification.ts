import { paymentProvider } from '#functions/lib/payment-provider/payment-provider';
import { paymentDeps } from '#functions/use-cases/payments/deps';
import { settleNotification } from '#functions/use-cases/payments/handle-notification';
import { paymentNotified } from '../contracts/payment-notified';
import { sqsConsumer } from './sqs-consumer';

// A payment's notification the route accepted: verified at the provider and the
// payment settled once (its order moved, its history line and `payment.settled` in one transaction).
// A notice refused now (the payment declined meanwhile) is logged by the use case and dropped; a verify
// the provider refuses, or any error, is thrown, so SQS delivers the event again (then its DLQ).
// No record of the event is kept (`repeatable`): the work run again changes nothing more. A payment
// settled already answers `unchanged` before any verify, and of two deliveries at once only one
// settles, by the transaction's condition on the payment's state (both verify; should the provider
// refuse a second verify, that delivery fails and its next one finds the payment settled). A card verification's check is saved once by its state's condition and its refund
// asked as one request, recorded on the check (add-card-notices.ts). That spares two writes a payment.

export const handler = sqsConsumer(
  paymentNotified,
  async ({ data }) => {
    await settleNotification(paymentDeps(paymentProvider()), data.body);
  },
  { repeatable: true },
);

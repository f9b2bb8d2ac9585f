import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/**
 * The payment provider notified a payment, its sign checked and the payment found
 * with the amount and currency we registered: the notification route puts the body it received on the
 * bus and answers at once (storage first), and the `settle-payment-notification` consumer verifies it
 * at the provider and settles the payment once. The body is kept as received, so the consumer checks
 * its sign again through the provider's one parser.
 */
export const paymentNotified = defineEvent({
  name: 'payment.notified',
  source: 'shop.payments',
  version: 1,
  data: z.lazy(() =>
    z.object({
      provider: z.literal('przelewy24'),
      body: z.record(z.string(), z.unknown()),
    }),
  ),
});

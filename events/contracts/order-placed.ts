import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { currencies, languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * An order was placed: its buyer gets the confirmation mail. A guest's event carries
 * the order link's plain token, which the table never holds (only its SHA-256), so the confirmation
 * mail can carry the link; the outbox item expires with the event (7 days).
 */
export const orderPlaced = defineEvent({
  name: 'order.placed',
  source: 'shop.orders',
  version: 1,
  data: z.lazy(() =>
    z.object({
      orderId: z.string().check(z.minLength(1)),
      /** The number a person reads (shared/orders/order-number.ts): mails name the order by it. */
      orderNumber: z.string().check(z.minLength(1)),
      email: z.email(),
      language: z.enum(languages),
      currency: z.enum(currencies),
      /** What the order costs, gross, in minor units of `currency`. */
      totalGross: z.int(),
      paymentMethod: z.int(),
      /** An unpaid order's payment deadline (ISO 8601; shared/orders/payment-deadline.ts). */
      payBy: z.optional(z.iso.datetime()),
      /** The order holds Microsoft 365 subscriptions: only such orders' events reach `record-subscriptions`. */
      microsoftSubscriptions: z.optional(z.boolean()),
      /** The counted products whose units the order took (placed) or gave back (status-changed): only such events reach `follow-stock`. */
      stockProductIds: z.optional(z.array(catalogueIdSchema).check(z.minLength(1))),
      /** Guests only: the order link's token (128 random bits, base64url). */
      linkToken: z.optional(z.string().check(z.minLength(1))),
    }),
  ),
});

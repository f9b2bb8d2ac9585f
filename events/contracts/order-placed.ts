import * as z from 'zod/mini';
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
  data: z.object({
    orderId: z.string().check(z.minLength(1)),
    email: z.email(),
    language: z.enum(languages),
    currency: z.enum(currencies),
    /** What the order costs, gross, in minor units of `currency`. */
    totalGross: z.int(),
    paymentMethod: z.int(),
    /** The order holds Microsoft 365 subscriptions: only such orders' events reach `record-subscriptions`. */
    microsoftSubscriptions: z.optional(z.boolean()),
    /** Guests only: the order link's token (128 random bits, base64url). */
    linkToken: z.optional(z.string().check(z.minLength(1))),
  }),
});

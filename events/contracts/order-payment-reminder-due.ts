import * as z from 'zod/mini';
import { currencies, languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * An unpaid order's payment deadline is a day away (shared/orders/payment-deadline.ts): the buyer is
 * reminded by mail. Emitted once per order, with the reminder recorded on it.
 */
export const orderPaymentReminderDue = defineEvent({
  name: 'order.payment-reminder-due',
  source: 'shop.orders',
  version: 1,
  data: z.lazy(() =>
    z.object({
      orderId: z.string().check(z.minLength(1)),
      /** The number a person reads (shared/orders/order-number.ts): mails name the order by it. */
      orderNumber: z.string().check(z.minLength(1)),
      email: z.email(),
      language: z.enum(languages),
      /** A guest's order: reached only through the order link, which no mail but the confirmation carries. */
      guest: z.boolean(),
      payBy: z.iso.datetime(),
      /** Minor units of `currency`. */
      amount: z.number().check(z.int(), z.nonnegative()),
      currency: z.enum(currencies),
    }),
  ),
});

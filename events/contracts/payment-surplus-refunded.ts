import * as z from 'zod/mini';
import { currencies } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * A surplus payment (one its order no longer owed) was refunded whole: the invoice it was booked on,
 * if any, takes the booking back and shows paid again instead of overpaid. Emitted once, with the
 * payment's move to refunded.
 */
export const paymentSurplusRefunded = defineEvent({
  name: 'payment.surplus-refunded',
  source: 'shop.payments',
  version: 1,
  data: z.lazy(() =>
    z.object({
      paymentId: z.string().check(z.minLength(1)),
      orderId: z.string().check(z.minLength(1)),
      /** The invoice paid by its guid's pay link; absent for an order's payment. */
      invoiceGuid: z.optional(z.string().check(z.minLength(1))),
      /** Minor units of `currency`. */
      amount: z.number().check(z.int(), z.nonnegative()),
      currency: z.enum(currencies),
    }),
  ),
});

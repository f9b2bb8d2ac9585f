import * as z from 'zod/mini';
import { currencies } from '#shared/locale';
import { paymentMethods } from '#shared/orders/payment-methods';
import { paymentSourceIds } from '#shared/payments/payment-sources';
import { defineEvent } from './define-event';

/**
 * A payment was booked once: the provider's notification or the reconciliation settled it,
 * or operations booked a transfer. Invoices are issued on it (a surplus is only booked on the invoice
 * issued before, which shows overpaid until it is refunded), and a surplus is refunded; the browsers watching the order's live
 * topic (`order:<id>`, the envelope's topics) see the payment turn paid.
 */
export const paymentSettled = defineEvent({
  name: 'payment.settled',
  source: 'shop.payments',
  version: 1,
  data: z.lazy(() =>
    z.object({
      paymentId: z.string().check(z.minLength(1)),
      orderId: z.optional(z.string().check(z.minLength(1))),
      invoiceGuid: z.optional(z.string().check(z.minLength(1))),
      /** The customer's sub; absent for a guest's order. */
      clientSub: z.optional(z.string().check(z.minLength(1))),
      /** Minor units of `currency`. */
      amount: z.number().check(z.int(), z.nonnegative()),
      currency: z.enum(currencies),
      method: z.enum(paymentMethods),
      source: z.enum(Object.keys(paymentSourceIds) as [keyof typeof paymentSourceIds]),
      settledAt: z.iso.datetime(),
      /** Paid when the order owed nothing more: it is given back whole (refund-surplus.ts). */
      surplus: z.optional(z.literal(true)),
    }),
  ),
});

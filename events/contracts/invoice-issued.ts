import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/**
 * An invoice was issued and numbered: a VAT invoice of an order or a correcting
 * invoice (KOR). It is sent to KSeF and rendered as a PDF; the customer's live topic (`user:<sub>`,
 * the envelope's topics) sees the invoice list change.
 */
/** Which invoice an invoice event is about: its id, number, order and customer. */
export const invoiceReference = {
  invoiceId: z.string().check(z.minLength(1)),
  number: z.string().check(z.minLength(1)),
  orderId: z.string().check(z.minLength(1)),
  clientSub: z.optional(z.string().check(z.minLength(1))),
};

export const invoiceIssued = defineEvent({
  name: 'invoice.issued',
  source: 'shop.payments',
  version: 1,
  data: z.lazy(() => z.object({ ...invoiceReference, topics: z.array(z.string()) })),
});

import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/**
 * KSeF accepted an invoice: it has its KSeF number and UPO now, so its PDF is
 * rendered again with the number under KOD I (events/consumers/render-invoice-pdf.ts). Emitted once
 * per invoice by events/consumers/send-invoice-to-ksef.ts, online or after an offline period.
 */
export const invoiceKsefAccepted = defineEvent({
  name: 'invoice.ksef-accepted',
  source: 'shop.payments',
  version: 1,
  data: z.lazy(() =>
    z.object({
      invoiceId: z.string().check(z.minLength(1)),
      /** The shop's number, `FV/2026/11/000123`. */
      number: z.string().check(z.minLength(1)),
      /** `NIP-YYYYMMDD-TECHNICAL-CC` (functions/lib/ksef/ksef-number.ts). */
      ksefNumber: z.string().check(z.length(35)),
      orderId: z.string().check(z.minLength(1)),
      clientSub: z.optional(z.string()),
    }),
  ),
});

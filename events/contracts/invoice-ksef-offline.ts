import * as z from 'zod/mini';
import { defineEvent } from './define-event';
import { invoiceReference } from './invoice-issued';

/**
 * KSeF could not be reached when an invoice was sent (tryby-offline.md): it is issued
 * in offline mode, so its PDF is rendered again with both QR codes, KOD I marked OFFLINE and KOD II
 * signed with the offline certificate (events/consumers/render-invoice-pdf.ts). Emitted once per
 * invoice with its offline state (functions/lib/table/invoice-ksef.ts).
 */
export const invoiceKsefOffline = defineEvent({
  name: 'invoice.ksef-offline',
  source: 'shop.payments',
  version: 1,
  data: z.lazy(() => z.object(invoiceReference)),
});

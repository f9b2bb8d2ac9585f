import { createHash } from 'node:crypto';
import type { Invoice } from '#shared/invoices/invoice';
import { invoiceVerificationLink, ksefQrOrigins } from '#shared/invoices/ksef-qr';
import { renderFa3 } from '../fa3/render-fa3';

// The KSeF QR code an invoice's PDF shows (kody-qr.md): KOD I, the verification link built from the
// seller's NIP, the issue date (FA(3) P_1) and the SHA-256 of the invoice's FA(3) XML as sent to KSeF
// (kept on the invoice by functions/lib/ksef/send-invoice.ts; rendered now only before the first send). Production
// KSeF's origin: the link is what a buyer scans to check a real invoice. KOD II (offline invoices)
// needs the offline certificate's key, which the KSeF sending holds; the renderer draws it when given.

const sha256Base64Url = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

export const ksefQrLinks = (invoice: Invoice): { invoice: string } => ({
  invoice: invoiceVerificationLink({
    origin: ksefQrOrigins.production,
    sellerNip: invoice.seller.taxNumber ?? '',
    issueDate: invoice.issuedAt.slice(0, 10),
    invoiceHash: invoice.ksef?.invoiceHash ?? sha256Base64Url(renderFa3(invoice)),
  }),
});

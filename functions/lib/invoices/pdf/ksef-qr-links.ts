import { createHash } from 'node:crypto';
import type { Invoice } from '#shared/invoices/invoice';
import { certificateVerificationLink, invoiceVerificationLink } from '#shared/invoices/ksef-qr';
import { config } from '../../config';
import { qrLinkSigner } from '../../ksef/sign-qr-link';
import { renderFa3 } from '../fa3/render-fa3';

// The KSeF QR codes an invoice's PDF shows (kody-qr.md), at KSEF_QR_ORIGIN: KOD I, the verification
// link built from the seller's NIP, the issue date (FA(3) P_1) and the SHA-256 of the invoice's FA(3)
// XML as sent to KSeF (kept on the invoice by functions/lib/ksef/send-invoice.ts; rendered now only
// before the first send); and for an invoice issued offline KOD II, the certificate link signed with
// the shop's KSeF offline certificate (its context the seller's NIP).

const sha256Base64Url = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

export interface OfflineCertificate {
  serial: string;
  privateKey: string;
}

export const ksefQrLinks = (
  invoice: Invoice,
  certificate?: OfflineCertificate,
): { invoice: string; certificate?: string } => {
  const origin = config('ksef').KSEF_QR_ORIGIN;
  const sellerNip = invoice.seller.taxNumber ?? '';
  const invoiceHash = invoice.ksef?.invoiceHash ?? sha256Base64Url(renderFa3(invoice));
  const links = {
    invoice: invoiceVerificationLink({
      origin,
      sellerNip,
      issueDate: invoice.issuedAt.slice(0, 10),
      invoiceHash,
    }),
  };
  if (!invoice.ksef?.offlineSince || !certificate) return links;
  const certificateLink = certificateVerificationLink(
    {
      origin,
      contextType: 'Nip',
      contextId: sellerNip,
      sellerNip,
      certificateSerial: certificate.serial,
      invoiceHash,
    },
    qrLinkSigner(certificate.privateKey),
  );
  return { ...links, certificate: certificateLink };
};

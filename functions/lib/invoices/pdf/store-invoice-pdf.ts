import { offlineCertificate } from '../../ksef/ksef-secret';
import { documentsBucket } from '../../s3';
import { putObject } from '../../s3-objects';
import { invoicePdfKey, setInvoicePdfKey } from '../../table/invoice-documents';
import { readInvoice } from '../../table/invoices';
import { ksefQrLinks } from './ksef-qr-links';
import { renderInvoicePdf } from './render-invoice-pdf';

/**
 * Renders the invoice as the table holds it now into the documents bucket and records the file's key
 * on it. Answers the key set, or undefined when the invoice does not exist or got a newer KSeF state
 * meanwhile (that state's own event renders it); a small JSON-safe result for the idempotency record.
 */
export const storeInvoicePdf = async (invoiceId: string): Promise<{ pdfKey?: string }> => {
  const invoice = await readInvoice(invoiceId);
  if (!invoice) return {};
  const pdf = renderInvoicePdf(invoice, { ksefQr: ksefQrLinks(invoice, offlineCertificate()) });
  const pdfKey = invoicePdfKey(invoice);
  await putObject({ bucket: documentsBucket(), key: pdfKey, body: pdf, contentType: 'application/pdf' });
  return (await setInvoicePdfKey(invoice, pdfKey)) ? { pdfKey } : {};
};

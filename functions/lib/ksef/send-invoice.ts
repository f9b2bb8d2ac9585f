import { createHash } from 'node:crypto';
import type { Invoice } from '#shared/invoices/invoice';
import { renderFa3 } from '../invoices/fa3/render-fa3';
import { documentsBucket } from '../s3';
import { putObject, readText } from '../s3-objects';
import {
  type KsefDocument,
  markInvoiceOffline,
  recordKsefAccepted,
  recordKsefDocument,
  recordKsefRejected,
} from '../table/invoice-ksef';
import { readInvoice } from '../table/invoices';
import { ksef } from './ksef';
import { KsefUnavailableError } from './ksef-http';

// Sends one invoice to KSeF, from `invoice.issued` and from the resend schedule: an
// invoice already accepted or rejected is never sent again; KSeF unavailable marks it offline
// (tryby-offline.md) for the schedule, which sends it with `offlineMode`; an accepted one gets its
// UPO in the documents bucket and its KSeF number, announced by `invoice.ksef-accepted`. The XML is
// rendered once, kept in the documents bucket with its SHA-256 on the invoice before the first send,
// and every later send (a retry, the offline resend) sends those bytes: KOD I on the PDF links that
// hash, and an invoice's payment booked meanwhile (which changes its rendering) changes nothing sent.

const putXml = (key: string, xml: string) =>
  putObject({ bucket: documentsBucket(), key, body: xml, contentType: 'application/xml' });

const readXml = (key: string): Promise<string> => readText({ bucket: documentsBucket(), key });

/** The XML the invoice is sent as: kept from its first send, or rendered, kept and recorded now. */
const documentOf = async (invoice: Invoice): Promise<KsefDocument & { xml: string }> => {
  if (invoice.ksef?.xmlKey && invoice.ksef.invoiceHash)
    return {
      xml: await readXml(invoice.ksef.xmlKey),
      xmlKey: invoice.ksef.xmlKey,
      invoiceHash: invoice.ksef.invoiceHash,
    };
  const xml = renderFa3(invoice);
  const document = {
    xmlKey: `invoices/${invoice.invoiceId}/fa3.xml`,
    invoiceHash: createHash('sha256').update(xml, 'utf8').digest('base64url'),
  };
  await putXml(document.xmlKey, xml);
  if (await recordKsefDocument(invoice.invoiceId, document)) return { xml, ...document };
  // Another delivery recorded its XML first: that one is sent.
  const recorded = await readInvoice(invoice.invoiceId);
  if (!recorded) throw new Error(`invoice ${invoice.invoiceId} is gone`);
  return documentOf(recorded);
};

export const sendInvoiceToKsef = async (invoiceId: string): Promise<void> => {
  const invoice = await readInvoice(invoiceId);
  if (!invoice || invoice.ksef?.status === 'accepted' || invoice.ksef?.status === 'rejected') return;
  const offline = invoice.ksef?.status === 'offline';
  const { xml, ...document } = await documentOf(invoice);
  const sentAt = new Date().toISOString();
  let outcome: Awaited<ReturnType<ReturnType<typeof ksef>['send']>>;
  try {
    outcome = await ksef().send({ xml, sellerNip: invoice.seller.taxNumber ?? '', offline });
  } catch (error) {
    if (!(error instanceof KsefUnavailableError)) throw error;
    if (!offline) await markInvoiceOffline(invoice, sentAt, document);
    return;
  }
  if (outcome.state === 'processing') throw new Error(`KSeF is still processing invoice ${invoiceId}`);
  if (outcome.state === 'rejected') {
    const error = [`${outcome.code} ${outcome.description}`, ...outcome.details].join(': ');
    await recordKsefRejected(invoiceId, { sentAt, error }, document);
    return;
  }
  const upoKey = `invoices/${invoiceId}/upo-${outcome.ksefNumber}.xml`;
  await putXml(upoKey, outcome.upo);
  await recordKsefAccepted(
    invoice,
    { number: outcome.ksefNumber, upoKey, sentAt, acceptedAt: outcome.acceptedAt },
    document,
  );
};

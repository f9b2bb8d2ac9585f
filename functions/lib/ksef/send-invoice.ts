import { PutObjectCommand } from '@aws-sdk/client-s3';
import { renderFa3 } from '../invoices/fa3/render-fa3';
import { documentsBucket, s3 } from '../s3';
import { markInvoiceOffline, recordKsefAccepted, recordKsefRejected } from '../table/invoice-ksef';
import { readInvoice } from '../table/invoices';
import { ksef } from './ksef';
import { KsefUnavailableError } from './ksef-http';

// Sends one invoice to KSeF (issue 13 part 7), from `invoice.issued` and from the resend schedule: an
// invoice already accepted or rejected is never sent again; KSeF unavailable marks it offline
// (tryby-offline.md) for the schedule, which sends it with `offlineMode`; an accepted one gets its
// UPO in the documents bucket and its KSeF number, announced by `invoice.ksef-accepted`.

export const sendInvoiceToKsef = async (invoiceId: string): Promise<void> => {
  const invoice = await readInvoice(invoiceId);
  if (!invoice || invoice.ksef?.status === 'accepted' || invoice.ksef?.status === 'rejected') return;
  const offline = invoice.ksef?.status === 'offline';
  const sentAt = new Date().toISOString();
  let outcome: Awaited<ReturnType<ReturnType<typeof ksef>['send']>>;
  try {
    outcome = await ksef().send({
      xml: renderFa3(invoice),
      sellerNip: invoice.seller.taxNumber ?? '',
      offline,
    });
  } catch (error) {
    if (!(error instanceof KsefUnavailableError)) throw error;
    if (!offline) await markInvoiceOffline(invoiceId, sentAt);
    return;
  }
  if (outcome.state === 'processing') throw new Error(`KSeF is still processing invoice ${invoiceId}`);
  // A duplicate: another delivery of this invoice was taken first and records it; this one retries.
  if (outcome.state === 'rejected' && outcome.code === 440)
    throw new Error(`KSeF already has invoice ${invoiceId}: ${outcome.details.join(' ')}`);
  if (outcome.state === 'rejected') {
    const error = [`${outcome.code} ${outcome.description}`, ...outcome.details].join(': ');
    await recordKsefRejected(invoiceId, { sentAt, error });
    return;
  }
  const upoKey = `invoices/${invoiceId}/upo-${outcome.ksefNumber}.xml`;
  await s3().send(
    new PutObjectCommand({
      Bucket: documentsBucket(),
      Key: upoKey,
      Body: outcome.upo,
      ContentType: 'application/xml',
    }),
  );
  await recordKsefAccepted(invoice, {
    number: outcome.ksefNumber,
    upoKey,
    sentAt,
    acceptedAt: outcome.acceptedAt,
  });
};

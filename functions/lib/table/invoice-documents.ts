import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Invoice } from '#shared/invoices/invoice';
import { documents, tableName } from '../dynamo';
import { invoiceKeys } from './invoices';

// The invoice's PDF: its object key in the documents bucket, kept on the invoice item
// as `pdfKey`. Each rendering has its own key (the KSeF number in it once known), so a rendering that
// loses a race never overwrites a newer file; and the key is set only while the invoice's KSeF number
// is still the one the PDF shows, so an older rendering never replaces a newer one on the invoice.

/** A number as a file name: `FV/2026/11/000123` → `FV-2026-11-000123`. */
export const invoiceFileName = (number: string): string => number.replace(/[^\w-]+/g, '-');

/** The KSeF state a PDF shows: its KSeF number, offline (both QR codes), or neither yet. */
const shownState = (invoice: Invoice) =>
  invoice.ksef?.number ? 'numbered' : invoice.ksef?.status === 'offline' ? 'offline' : 'unsent';

/**
 * Where the PDF of the invoice as it is now goes:
 * `invoices/<invoiceId>/<number>[_<KSeF number> | _OFFLINE].pdf`.
 */
export const invoicePdfKey = (invoice: Invoice): string => {
  const state = shownState(invoice);
  const suffix =
    state === 'numbered'
      ? `_${invoiceFileName(invoice.ksef?.number ?? '')}`
      : state === 'offline'
        ? '_OFFLINE'
        : '';
  return `invoices/${invoice.invoiceId}/${invoiceFileName(invoice.number)}${suffix}.pdf`;
};

/** The condition that the invoice still is in the KSeF state the PDF shows. */
const stillShows = {
  numbered: 'ksef.#number = :ksefNumber',
  offline: 'attribute_not_exists(ksef.#number) AND ksef.#status = :offline',
  unsent: 'attribute_not_exists(ksef.#number) AND (attribute_not_exists(ksef) OR ksef.#status <> :offline)',
} as const;

/**
 * Records the PDF rendered of `rendered`; false when the invoice has meanwhile got another KSeF state
 * (a KSeF number the PDF lacks, or offline), whose own rendering sets its key.
 */
export const setInvoicePdfKey = async (rendered: Invoice, pdfKey: string): Promise<boolean> => {
  const state = shownState(rendered);
  try {
    await documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceKeys.item(rendered.invoiceId),
        UpdateExpression: 'SET pdfKey = :pdfKey',
        ConditionExpression: `attribute_exists(pk) AND ${stillShows[state]}`,
        ExpressionAttributeNames: {
          '#number': 'number',
          ...(state === 'numbered' ? {} : { '#status': 'status' }),
        },
        ExpressionAttributeValues: {
          ':pdfKey': pdfKey,
          ...(state === 'numbered' ? { ':ksefNumber': rendered.ksef?.number } : { ':offline': 'offline' }),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

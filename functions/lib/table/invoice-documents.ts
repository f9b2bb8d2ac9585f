import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Invoice } from '#shared/invoices/invoice';
import { documents, tableName } from '../dynamo';
import { invoiceKeys } from './invoices';

// The invoice's PDF (issue 13 part 7): its object key in the documents bucket, kept on the invoice item
// as `pdfKey`. Each rendering has its own key (the KSeF number in it once known), so a rendering that
// loses a race never overwrites a newer file; and the key is set only while the invoice's KSeF number
// is still the one the PDF shows, so an older rendering never replaces a newer one on the invoice.

/** A number as a file name: `FV/2026/11/000123` → `FV-2026-11-000123`. */
export const invoiceFileName = (number: string): string => number.replace(/[^\w-]+/g, '-');

/** Where the PDF of the invoice as it is now goes: `invoices/<invoiceId>/<number>[_<KSeF number>].pdf`. */
export const invoicePdfKey = (invoice: Invoice): string => {
  const ksefNumber = invoice.ksef?.number;
  const name = invoiceFileName(invoice.number) + (ksefNumber ? `_${invoiceFileName(ksefNumber)}` : '');
  return `invoices/${invoice.invoiceId}/${name}.pdf`;
};

/**
 * Records the PDF rendered of `rendered`; false when the invoice has meanwhile got a KSeF number the
 * PDF lacks (or another one), whose own rendering sets its key.
 */
export const setInvoicePdfKey = async (rendered: Invoice, pdfKey: string): Promise<boolean> => {
  const ksefNumber = rendered.ksef?.number;
  try {
    await documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: invoiceKeys.item(rendered.invoiceId),
        UpdateExpression: 'SET pdfKey = :pdfKey',
        ConditionExpression: ksefNumber
          ? 'attribute_exists(pk) AND ksef.#number = :ksefNumber'
          : 'attribute_exists(pk) AND attribute_not_exists(ksef.#number)',
        ExpressionAttributeNames: { '#number': 'number' },
        ExpressionAttributeValues: {
          ':pdfKey': pdfKey,
          ...(ksefNumber ? { ':ksefNumber': ksefNumber } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
    throw error;
  }
};

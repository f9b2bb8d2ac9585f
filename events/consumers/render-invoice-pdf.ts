import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { storeInvoicePdf } from '#functions/lib/invoices/pdf/store-invoice-pdf';
import { invoiceIssued } from '../contracts/invoice-issued';
import { invoiceKsefAccepted } from '../contracts/invoice-ksef-accepted';
import { invoiceKsefOffline } from '../contracts/invoice-ksef-offline';
import { sqsConsumer } from './sqs-consumer';

/**
 * invoice.issued, invoice.ksef-offline and invoice.ksef-accepted → the invoice's PDF in the documents
 * bucket, its key on the invoice. Each renders the invoice as the table holds it now, so in any order
 * they end with the PDF of its latest KSeF state: the KSeF number, or offline with KOD II
 * (functions/lib/invoices/pdf/store-invoice-pdf.ts).
 */
const render = async ({ data }: { data: { invoiceId: string } }) => storeInvoicePdf(data.invoiceId);

const onIssued = sqsConsumer(invoiceIssued, render);
const consumers = new Map([
  [invoiceIssued.name, onIssued],
  [invoiceKsefAccepted.name, sqsConsumer(invoiceKsefAccepted, render)],
  [invoiceKsefOffline.name, sqsConsumer(invoiceKsefOffline, render)],
]);

const detailTypeOf = (record: SQSRecord): string => {
  try {
    return (JSON.parse(record.body) as { 'detail-type'?: string })['detail-type'] ?? '';
  } catch {
    return '';
  }
};

/** One queue carries the three events: each record goes to its contract's consumer (another type fails there). */
export const handler = async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
  const batches = new Map<string, SQSRecord[]>();
  for (const record of event.Records) {
    const type = detailTypeOf(record);
    batches.set(type, [...(batches.get(type) ?? []), record]);
  }
  const answers = await Promise.all(
    [...batches].map(([type, Records]) => (consumers.get(type) ?? onIssued)({ Records }, context)),
  );
  return { batchItemFailures: answers.flatMap((answer) => answer.batchItemFailures) };
};

import { sendInvoiceToKsef } from '#functions/lib/ksef/send-invoice';
import { invoiceIssued } from '../contracts/invoice-issued';
import { sqsConsumer } from './sqs-consumer';

/**
 * invoice.issued → the invoice sent to KSeF (functions/lib/ksef/send-invoice.ts): accepted with its
 * KSeF number and UPO, rejected with KSeF's error, or offline while KSeF is unavailable.
 */
export const handler = sqsConsumer(invoiceIssued, ({ data }) => sendInvoiceToKsef(data.invoiceId));

import { storeInvoicePdf } from '#functions/lib/invoices/pdf/store-invoice-pdf';
import { invoiceIssued } from '../contracts/invoice-issued';
import { invoiceKsefAccepted } from '../contracts/invoice-ksef-accepted';
import { invoiceKsefOffline } from '../contracts/invoice-ksef-offline';
import { consumersByDetailType, sqsConsumer } from './sqs-consumer';

/**
 * invoice.issued, invoice.ksef-offline and invoice.ksef-accepted → the invoice's PDF in the documents
 * bucket, its key on the invoice. Each renders the invoice as the table holds it now, so in any order
 * they end with the PDF of its latest KSeF state: the KSeF number, or offline with KOD II
 * (functions/lib/invoices/pdf/store-invoice-pdf.ts).
 */
const render = async ({ data }: { data: { invoiceId: string } }) => storeInvoicePdf(data.invoiceId);

const onIssued = sqsConsumer(invoiceIssued, render);

/** One queue carries the three events: each record goes to its contract's consumer. */
export const handler = consumersByDetailType(
  {
    [invoiceIssued.name]: onIssued,
    [invoiceKsefAccepted.name]: sqsConsumer(invoiceKsefAccepted, render),
    [invoiceKsefOffline.name]: sqsConsumer(invoiceKsefOffline, render),
  },
  onIssued,
);

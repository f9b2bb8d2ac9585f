import type { Invoice } from './invoice';
import type { InvoiceListEntry, InvoiceSummary } from './invoice-list';
import { invoiceStatus } from './invoice-status';

// What the invoice routes show of an invoice: the customer's list entry and the public summary of the
// payment page. The status follows from what was booked (shared/invoices: 1 cancelled, 2 unpaid,
// 3 paid, 4 overpaid).

/** What is still to pay: the gross after its corrections less what was booked, never below zero. */
const amountToPay = (invoice: Invoice) =>
  Math.max(0, (invoice.correctedGross ?? invoice.totals.gross) - invoice.payment.paid);

export const invoiceListEntry = (invoice: Invoice): InvoiceListEntry => ({
  invoiceId: invoice.invoiceId,
  guid: invoice.guid,
  orderId: invoice.orderId,
  orderNumber: invoice.orderNumber,
  number: invoice.number,
  kind: invoice.kind,
  ...(invoice.corrects && { corrects: invoice.corrects.number }),
  ...(invoice.ksef?.number && { ksefNumber: invoice.ksef.number }),
  issuedAt: invoice.issuedAt,
  dueDate: invoice.payment.dueDate,
  status: invoiceStatus(invoice, invoice.payment.paid),
  gross: invoice.totals.gross,
  amountToPay: amountToPay(invoice),
  currency: invoice.currency,
  downloadable: invoice.pdfKey !== undefined,
});

export const invoiceSummary = (invoice: Invoice): InvoiceSummary => ({
  number: invoice.number,
  amountToPay: amountToPay(invoice),
  currency: invoice.currency,
  dueDate: invoice.payment.dueDate,
  status: invoiceStatus(invoice, invoice.payment.paid),
});

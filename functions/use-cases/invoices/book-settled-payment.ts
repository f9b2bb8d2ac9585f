import type { Invoice } from '#shared/invoices/invoice';
import { fail, ok, type Result } from '../result';
import type { InvoicePorts } from './deps';
import { issueInvoice, saleInvoiceId } from './issue-invoice';

/**
 * Input: a settled payment (`payment.settled`): of an order, or of an invoice paid by its guid.
 * Output: the invoice it was booked on. Course: an order's payment issues the order's VAT invoice
 * (or finds the one issued at placement for deferred payment) → the amount is booked on it once per
 * payment, so a redelivered event changes nothing twice and the status (paid, overpaid) follows → a
 * customer's history line of the payment names the invoice (once). A surplus (the order owed nothing
 * more) issues nothing: it is booked on the order's invoice when one was issued, which shows it
 * overpaid until the refund, and answers no invoice otherwise (a cancelled order's).
 */
export const bookSettledPayment = async (
  ports: InvoicePorts,
  payment: {
    paymentId: string;
    orderId?: string;
    invoiceGuid?: string;
    amount: number;
    clientSub?: string;
    settledAt: string;
    surplus?: true;
  },
): Promise<Result<Invoice | undefined>> => {
  let invoice: Invoice | undefined;
  if (payment.surplus && payment.orderId && !payment.invoiceGuid) {
    invoice = await ports.readInvoice(saleInvoiceId(payment.orderId));
    if (!invoice) return ok(undefined);
  } else if (payment.orderId) {
    const issued = await issueInvoice(ports, { orderId: payment.orderId, reason: 'payment-settled' });
    if (!issued.ok) return issued;
    invoice = issued.value;
  } else if (payment.invoiceGuid) {
    invoice = await ports.readInvoiceByGuid(payment.invoiceGuid);
  }
  if (!invoice) return fail('invoice_not_found');
  await ports.bookInvoicePayment(invoice.invoiceId, payment.paymentId, payment.amount);
  if (payment.clientSub)
    await ports.assignHistoryInvoice(
      { sub: payment.clientSub, settledAt: payment.settledAt, paymentId: payment.paymentId },
      invoice.number,
    );
  return ok(invoice);
};

/**
 * Input: a surplus refunded whole (`payment.surplus-refunded`). Output: the invoice it was booked on,
 * or undefined when there is none (a cancelled order's). The booking is taken back once, and only when
 * the surplus was booked on it (invoices.ts `takeBackInvoicePayment`), so the invoice shows paid again.
 */
export const unbookRefundedSurplus = async (
  ports: InvoicePorts,
  refund: { paymentId: string; orderId: string; invoiceGuid?: string; amount: number },
): Promise<Result<Invoice | undefined>> => {
  const invoice = refund.invoiceGuid
    ? await ports.readInvoiceByGuid(refund.invoiceGuid)
    : await ports.readInvoice(saleInvoiceId(refund.orderId));
  if (!invoice) return ok(undefined);
  await ports.takeBackInvoicePayment(invoice.invoiceId, refund.paymentId, refund.amount);
  return ok(invoice);
};

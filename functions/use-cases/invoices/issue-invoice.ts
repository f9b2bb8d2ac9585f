import type { Invoice } from '#shared/invoices/invoice';
import { invoiceForOrder } from '#shared/invoices/invoice-for-order';
import { fail, ok, type Result } from '../result';
import { commitNumbered } from './commit-numbered';
import type { InvoicePorts } from './deps';

/** Why an order's VAT invoice is issued: its payment settled, or it was placed with deferred payment. */
export type IssueReason = 'payment-settled' | 'deferred-payment';

/** One VAT invoice per order, whatever the reason: its id is derived from the order. */
export const saleInvoiceId = (orderId: string): string => `${orderId}-FV`;

/**
 * Input: the order and the reason. Output: the order's VAT invoice, numbered `FV/<yyyy>/<mm>/<n>`;
 * the one issued before when there is one (idempotent per order, so a deferred order's later
 * payment or a redelivered event issues nothing new). Payments are booked on it by
 * `bookInvoicePayment` (once per payment), so it is issued with nothing paid.
 * Course: read the order → build and commit the invoice with its number, lookups and `invoice.issued`.
 */
export const issueInvoice = async (
  ports: InvoicePorts,
  input: { orderId: string; reason: IssueReason },
): Promise<Result<Invoice>> => {
  const order = await ports.findOrder(input.orderId);
  if (!order) return fail('order_not_found');
  const invoiceId = saleInvoiceId(order.id);
  const clientSub = order.owner.kind === 'client' ? order.owner.sub : undefined;
  const guid = ports.newGuid();
  const numbered = await commitNumbered(ports, 'FV', (number, issuedAt) =>
    invoiceForOrder(order, { invoiceId, guid, number, issuedAt, clientSub, paid: 0 }),
  );
  if (numbered.ok) return ok(numbered.invoice);
  const issued = await ports.readInvoice(invoiceId);
  return issued ? ok(issued) : fail('invoice_not_found');
};

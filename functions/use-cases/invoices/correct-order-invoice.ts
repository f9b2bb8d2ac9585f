import type { Invoice } from '#shared/invoices/invoice';
import { fail, type Result } from '../result';
import { correctInvoice } from './correct-invoice';
import type { InvoicePorts } from './deps';
import { saleInvoiceId } from './issue-invoice';

/** What a KOR to zero of a cancelled or returned order says (printed on it, sent to KSeF). */
export const correctionReasons = {
  cancelled: 'Anulowanie zamówienia: zwrot całości zapłaty',
  returned: 'Zwrot towaru: zwrot całości zapłaty',
} as const;

/**
 * Input: an order cancelled or returned after its VAT invoice was issued (paid, or deferred payment).
 * Output: the KOR to zero of that invoice (status 1 "cancelled"; KSeF has no cancellation), issued once
 * per order and move (the correction id is the status), or `invoice_not_found` when the order has no
 * invoice (nothing was sold on paper: an unpaid order's cancellation).
 */
export const correctOrderInvoice = async (
  ports: InvoicePorts,
  { orderId, to }: { orderId: string; to: keyof typeof correctionReasons },
): Promise<Result<Invoice>> => {
  const invoice = await ports.readInvoice(saleInvoiceId(orderId));
  if (!invoice) return fail('invoice_not_found');
  return correctInvoice(ports, {
    invoiceId: invoice.invoiceId,
    change: 'to-zero',
    reason: correctionReasons[to],
    correctionId: to,
  });
};

import type { Invoice } from '#shared/invoices/invoice';
import { quantitiesAfterReturns, returnsUpTo } from '#shared/orders/part-return';
import type { Order } from '../../lib/table/orders';
import { fail, type Result } from '../result';
import { correctInvoice } from './correct-invoice';
import type { InvoicePorts } from './deps';
import { saleInvoiceId } from './issue-invoice';

/** What a KOR to zero of a cancelled or returned order says (printed on it, sent to KSeF). */
export const correctionReasons = {
  cancelled: 'Anulowanie zamówienia: zwrot całości zapłaty',
  returned: 'Zwrot towaru: zwrot całości zapłaty',
} as const;

/** What a KOR of a part's return says. */
export const partReturnReason = 'Zwrot części towaru: zwrot zapłaty za zwrócone sztuki';

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

/**
 * Input: an order, one of its part returns (shared/orders/part-return.ts). Output: the KOR of the
 * order's VAT invoice for the units returned only (their lines at what they keep after the returns up
 * to this one), issued once per return (the correction id is the return's), or `invoice_not_found` when
 * the order has no invoice (nothing sold on paper yet).
 */
export const correctReturnedPart = async (
  ports: InvoicePorts,
  { order, returnId }: { order: Pick<Order, 'id' | 'lines' | 'returns'>; returnId: string },
): Promise<Result<Invoice>> => {
  const invoice = await ports.readInvoice(saleInvoiceId(order.id));
  if (!invoice) return fail('invoice_not_found');
  const upTo = returnsUpTo(order.returns ?? [], returnId);
  const returned = new Set(upTo.at(-1)?.lines.map(({ productId }) => productId));
  const change = quantitiesAfterReturns({ lines: order.lines, returns: upTo }).filter(({ line }) =>
    returned.has(order.lines[line]?.productId ?? ''),
  );
  return correctInvoice(ports, {
    invoiceId: invoice.invoiceId,
    change,
    reason: partReturnReason,
    correctionId: returnId,
  });
};

import { correctionLines, currentLines, type LineChange } from '#shared/invoices/correction';
import type { Invoice } from '#shared/invoices/invoice';
import { fail, ok, type Result } from '../result';
import { correctInvoice, korIdOf } from './correct-invoice';
import type { InvoicePorts } from './deps';
import { saleInvoiceId } from './issue-invoice';

/** What the KOR of a Microsoft 365 subscription's refund says (printed on it, sent to KSeF). */
export const subscriptionCorrectionReasons = {
  whole: 'Anulowanie subskrypcji Microsoft 365 przed jej uruchomieniem: zwrot całości',
  unusedDays: 'Rezygnacja z licencji Microsoft 365 w ciągu 168 godzin: zwrot za niewykorzystane dni',
} as const;

export interface SubscriptionCorrection {
  subscriptionId: string;
  /** When the refund was owed: one subscription may owe several (licences taken away, then cancelled). */
  at: string;
  orderId: string;
  /** The subscription's line on the order's invoice. */
  line: number;
  refund: keyof typeof subscriptionCorrectionReasons;
  /** The net given back for unused days (a whole refund takes the line to zero). */
  refundNet: number;
}

/**
 * Input: a cancelled subscription's refund (event `subscription.refund-due`). Output: its KOR, or null
 * when the line has nothing left to give back. Course: the invoice of the order that paid the term
 * (`invoice_not_found` until it is issued: the caller is delivered again) → its line to zero (never
 * provisioned) or its net lowered by the refund, never below zero (unused days) → the KOR, issued once
 * per refund (its subscription and time: a retry finds the KOR issued).
 */
export const correctSubscriptionInvoice = async (
  ports: InvoicePorts,
  correction: SubscriptionCorrection,
): Promise<Result<Invoice | null>> => {
  const invoice = await ports.readInvoice(saleInvoiceId(correction.orderId));
  const line = invoice && currentLines(invoice)[correction.line];
  if (!invoice || !line) return fail('invoice_not_found');
  const change: LineChange[] = [
    correction.refund === 'whole'
      ? { line: correction.line, quantity: 0 }
      : { line: correction.line, net: line.net - Math.min(correction.refundNet, line.net) },
  ];
  const korId = `subscription-${correction.subscriptionId}-${correction.at}`;
  if (correctionLines(invoice, change).length === 0) {
    const issued = await ports.readInvoice(korIdOf(invoice.invoiceId, korId));
    return ok(issued ?? null);
  }
  return correctInvoice(ports, {
    invoiceId: invoice.invoiceId,
    change,
    reason: subscriptionCorrectionReasons[correction.refund],
    correctionId: korId,
  });
};

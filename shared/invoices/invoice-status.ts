import type { Invoice } from './invoice';

// Spec section 3 invoice statuses, from the payments booked: 1 cancelled — the
// invoice was corrected to zero by a KOR (KSeF has no cancellation); otherwise the amount due (the
// gross after its corrections) against what was booked: less → 2 unpaid, equal → 3 paid, more →
// 4 overpaid. A KOR's own gross is the difference it makes (≤ 0 for a refund), and what is booked for
// it is the refund (negative), so a KOR whose refund went out is paid.

export const invoiceStatus = (
  invoice: Pick<Invoice, 'totals' | 'correctedGross'>,
  booked: number,
): 1 | 2 | 3 | 4 => {
  const due = invoice.correctedGross ?? invoice.totals.gross;
  if (invoice.correctedGross === 0) return 1;
  if (booked < due) return 2;
  return booked === due ? 3 : 4;
};

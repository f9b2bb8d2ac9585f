import type { Invoice, InvoiceLine } from './invoice';
import type { InvoiceIssue } from './invoice-for-order';
import { totalsOf, vatSummaryOf } from './vat-summary';

// A correcting invoice, KOR (issue 13 part 7; guide/invoicing.md 4.3): an issued invoice is never
// changed nor cancelled (KSeF has neither); a change of what was sold (a cancelled order's refund, a
// return of some units) is a KOR referring to the invoice (its number, date and KSeF number) whose
// lines are the differences: to zero, every line negated; partly, each changed line's new quantity
// minus the old, its net and VAT scaled the same way (rounded half away from zero per line). Its
// totals are those differences (≤ 0 for a refund); FA(3) TypKorekty 1: it takes effect at the date
// of the corrected invoice. A KOR refers to the invoice as issued; the corrected gross it leaves
// (`correctedGross`, 0 = corrected to zero, status 1 "cancelled") is kept on the corrected invoice.

/** To zero, or the new quantity of some lines (by their position in the invoice, from 0). */
export type CorrectionChange = 'to-zero' | { line: number; quantity: number }[];

const scaled = (amount: number, quantity: number, of: number) => {
  const exact = (amount * quantity) / of;
  return Math.sign(exact) * Math.round(Math.abs(exact));
};

const differenceOf = (line: InvoiceLine, quantity: number): InvoiceLine => {
  const net = scaled(line.net, quantity, line.quantity) - line.net;
  const vat = scaled(line.vat, quantity, line.quantity) - line.vat;
  return { ...line, quantity: quantity - line.quantity, net, vat, gross: net + vat };
};

/** The lines of a KOR: the differences the change makes, only of the lines it changes. */
export const correctionLines = (invoice: Invoice, change: CorrectionChange): InvoiceLine[] =>
  change === 'to-zero'
    ? invoice.lines.map((line) => differenceOf(line, 0))
    : change.flatMap(({ line, quantity }) => {
        const before = invoice.lines[line];
        return before && quantity !== before.quantity ? [differenceOf(before, quantity)] : [];
      });

/** The KOR of `invoice` for `change`; `issue.paid` is what was refunded for it (≤ 0). */
export const correctionOf = (
  invoice: Invoice,
  change: CorrectionChange,
  reason: string,
  issue: InvoiceIssue,
): Invoice => {
  const lines = correctionLines(invoice, change);
  const { ksef, pdfKey, correctedGross, corrects, ...content } = invoice;
  return {
    ...content,
    invoiceId: issue.invoiceId,
    guid: issue.guid,
    number: issue.number,
    series: 'KOR',
    kind: 'KOR',
    issuedAt: issue.issuedAt,
    lines,
    vatSummary: vatSummaryOf(lines, invoice.exchangeRate),
    totals: totalsOf(lines),
    payment: { method: invoice.payment.method, dueDate: issue.issuedAt.slice(0, 10), paid: issue.paid },
    corrects: {
      invoiceId: invoice.invoiceId,
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      ...(ksef?.number ? { ksefNumber: ksef.number } : {}),
      reason,
    },
  };
};

/** The corrected invoice's gross once the KOR is issued. */
export const grossAfter = (invoice: Invoice, correction: Invoice): number =>
  (invoice.correctedGross ?? invoice.totals.gross) + correction.totals.gross;

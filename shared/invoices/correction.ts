import type { Invoice, InvoiceLine } from './invoice';
import type { InvoiceIssue } from './invoice-for-order';
import { totalsOf, vatSummaryOf } from './vat-summary';

// A correcting invoice, KOR (guide/invoicing.md 4.3): an issued invoice is never
// changed nor cancelled (KSeF has neither); a change of what was sold (a cancelled order's refund, a
// return of some units) is a KOR referring to the invoice (its number, date and KSeF number) whose
// lines are the differences: to zero, every line negated; partly, each changed line's new quantity
// minus the old, its net and VAT scaled the same way (rounded half away from zero per line); or a
// line's new net for the same quantity (a price lowered: a Microsoft 365 subscription cancelled within
// its window gives back its unused days), its VAT scaled from the line as issued and its unit net the
// new net per unit, the difference line keeping the quantity and carrying the net's difference. Its
// totals are those differences (≤ 0 for a refund); FA(3) TypKorekty 1: it takes effect at the date
// of the corrected invoice. A KOR refers to the invoice as issued; the corrected gross it leaves
// (`correctedGross`, 0 = corrected to zero, status 1 "cancelled") is kept on the corrected invoice.

/** A line's new quantity, or its new net for the same quantity (by its position in the invoice, from 0). */
export type LineChange = { line: number; quantity: number } | { line: number; net: number };

/** To zero, or new quantities or nets of some lines. */
export type CorrectionChange = 'to-zero' | LineChange[];

const scaled = (amount: number, quantity: number, of: number) => {
  const exact = (amount * quantity) / of;
  return Math.sign(exact) * Math.round(Math.abs(exact));
};

/** The lines as issued, or as the KORs issued so far left them. */
export const currentLines = (invoice: Invoice): InvoiceLine[] => invoice.correctedLines ?? invoice.lines;

/** The invoice's line `at` for `quantity` units, net and VAT scaled from the line as issued. */
const lineFor = (invoice: Invoice, at: number, quantity: number): InvoiceLine => {
  const issued = invoice.lines[at] as InvoiceLine;
  const net = scaled(issued.net, quantity, issued.quantity);
  const vat = scaled(issued.vat, quantity, issued.quantity);
  return { ...issued, quantity, net, vat, gross: net + vat };
};

/** The invoice's line `at` at its current quantity for `net`, the VAT scaled from the line as issued. */
const pricedLine = (invoice: Invoice, line: InvoiceLine, at: number, net: number): InvoiceLine => {
  const issued = invoice.lines[at] as InvoiceLine;
  const vat = scaled(issued.vat, net, issued.net);
  const unitNet = line.quantity === 0 ? 0 : Math.round(net / line.quantity);
  return { ...line, unitNet, net, vat, gross: net + vat };
};

const changed = (invoice: Invoice, line: InvoiceLine, at: number, change: LineChange | undefined) => {
  if (!change) return line;
  if ('net' in change) return change.net === line.net ? line : pricedLine(invoice, line, at, change.net);
  return change.quantity === line.quantity ? line : lineFor(invoice, at, change.quantity);
};

/**
 * The lines after `change`: every line at 0, or the named lines at their new quantity or net (which
 * the caller keeps between 0 and the line as it stands).
 */
export const linesAfter = (invoice: Invoice, change: CorrectionChange): InvoiceLine[] => {
  const changes = new Map<number, LineChange>(
    change === 'to-zero'
      ? invoice.lines.map((_, at) => [at, { line: at, quantity: 0 }])
      : change.map((one) => [one.line, one]),
  );
  return currentLines(invoice).map((line, at) => changed(invoice, line, at, changes.get(at)));
};

/**
 * The lines of a KOR: for each line the change alters, the difference between after and before (the
 * state the earlier KORs left, so a second correction counts from the first's result).
 */
export const correctionLines = (invoice: Invoice, change: CorrectionChange): InvoiceLine[] => {
  const before = currentLines(invoice);
  return linesAfter(invoice, change).flatMap((after, at) => {
    const was = before[at] as InvoiceLine;
    if (after === was) return [];
    const net = after.net - was.net;
    const vat = after.vat - was.vat;
    if (after.quantity !== was.quantity)
      return [{ ...after, quantity: after.quantity - was.quantity, net, vat, gross: net + vat }];
    return [{ ...after, unitNet: after.unitNet - was.unitNet, net, vat, gross: net + vat }];
  });
};

/** The KOR of `invoice` for `change`; `issue.paid` is what was refunded for it (≤ 0). */
export const correctionOf = (
  invoice: Invoice,
  change: CorrectionChange,
  reason: string,
  issue: InvoiceIssue,
): Invoice => {
  const lines = correctionLines(invoice, change);
  const { ksef, pdfKey, correctedGross, correctedLines, corrects, ...content } = invoice;
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

import type { InvoiceSeries } from './invoice';

// Invoice numbers (VAT act art. 106e(1)(2)): one gapless sequence per series and
// month, `FV/2026/11/000123`, corrections `KOR/2026/11/000007`. The counter behind a sequence is
// functions/lib/table/invoices.ts's, taken in the invoice's own transaction.

/** The month of a sequence, `2026-11`, from the moment of issue (UTC). */
export const invoiceMonth = (issuedAt: string): string => issuedAt.slice(0, 7);

/** The number of the `sequence`-th invoice of the series in the month. */
export const invoiceNumber = (series: InvoiceSeries, month: string, sequence: number): string =>
  `${series}/${month.replace('-', '/')}/${String(sequence).padStart(6, '0')}`;

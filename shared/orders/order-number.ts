import { shopTimeZone } from '../shop-time';

// The order number a person reads (pages, e-mails, invoices, exports, transfer titles): the year and
// the order's place in that year's sequence, `2026/001234`, gapless within a year (a number is only
// ever taken together with its order). The internal id (a ULID) stays in URLs and keys.

/** Made on first use, as shop-time.ts's formatters are (the first one loads ICU's data). */
let yearFormat: Intl.DateTimeFormat | undefined;

/** The year (shop time) whose sequence an order placed at `at` (ISO 8601) is numbered in. */
export const orderYearOf = (at: string): string => {
  yearFormat ??= new Intl.DateTimeFormat('en', { timeZone: shopTimeZone, year: 'numeric' });
  return yearFormat.format(new Date(at));
};

/** Digits of the sequence: six for up to 999,999 orders a year; a later one simply has more. */
const sequenceDigits = 6;

/** The number of the `sequence`-th order (from 1) of `year`. */
export const orderNumberOf = (year: string, sequence: number): string =>
  `${year}/${String(sequence).padStart(sequenceDigits, '0')}`;

/** An order number as typed or read back: `2026/001234`, or with the leading zeros left out. */
export const orderNumberPattern = /^\d{4}\/\d{1,9}$/;

import { describe, expect, it } from 'vitest';
import type { InvoiceLine } from './invoice';
import { needsSplitPayment } from './invoice-notes';
import { invoiceMonth, invoiceNumber } from './invoice-number';

describe('invoice numbers: per series and month, six digits', () => {
  it.each([
    ['FV', '2026-11', 123, 'FV/2026/11/000123'],
    ['KOR', '2026-01', 7, 'KOR/2026/01/000007'],
    ['FV', '2026-12', 1_000_000, 'FV/2026/12/1000000'],
  ] as const)('%s %s no. %i → %s', (series, month, sequence, number) => {
    expect(invoiceNumber(series, month, sequence)).toBe(number);
  });

  it('takes the month of the moment of issue', () => {
    expect(invoiceMonth('2026-11-30T23:59:59.999Z')).toBe('2026-11');
  });
});

describe('split payment (VAT act art. 108a(1a)): a taxpayer, gross over PLN 15,000, an annex 15 good at Polish VAT', () => {
  const laptop = { annex15: true, vatRate: '23' } as InvoiceLine;
  const licence = { annex15: false, vatRate: '23' } as InvoiceLine;
  const laptopLeavingPoland = { annex15: true, vatRate: '0 WDT' } as InvoiceLine;
  const company = { name: 'A', taxNumber: '5260250274', countryCode: 'PL', addressLines: ['x'] };
  const consumer = { name: 'B', countryCode: 'PL', addressLines: ['x'] };
  const eur = { rate: '4.22', date: '2026-11-19', table: 't' };
  it.each([
    ['a laptop for PLN 15,000.01', company, [laptop], 1_500_001, undefined, true],
    ['a laptop for exactly PLN 15,000.00', company, [laptop], 1_500_000, undefined, false],
    ['licences only over the threshold', company, [licence], 5_000_000, undefined, false],
    ['a consumer over the threshold', consumer, [laptop], 5_000_000, undefined, false],
    ['EUR 3,600 at 4.22 (PLN 15,192)', company, [licence, laptop], 360_000, eur, true],
    ['EUR 3,500 at 4.22 (PLN 14,770)', company, [laptop], 350_000, eur, false],
    [
      'an intra-Community supply (no Polish VAT)',
      company,
      [laptopLeavingPoland],
      5_000_000,
      undefined,
      false,
    ],
  ])('%s', (_case, buyer, lines, gross, exchangeRate, expected) => {
    expect(needsSplitPayment({ buyer, lines, gross, exchangeRate })).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { cancellationRefund, licenceQuote, reducibleNow, unbilledNet } from './licence-change';

// Spec sections 2 and 4: the licence modal's cost before and after, added licences prorated by day to
// the term's end, fewer licences and cancellation only within 168 hours.

const terms = {
  unitNet: 3000,
  quantity: 5,
  termStart: '2026-11-01T00:00:00.000Z',
  termEnd: '2026-12-01T00:00:00.000Z',
};

describe('a change of licences', () => {
  it.each([
    // 3 seats added with 20 of 30 days left: 3 × 30,00 × 20/30.
    [8, '2026-11-11T00:00:00.000Z', { before: 15_000, after: 24_000, prorated: 6_000 }],
    // A day begun counts as a day: 20 days and an hour left is 21 days.
    [6, '2026-11-10T23:00:00.000Z', { before: 15_000, after: 18_000, prorated: 2_100 }],
    [3, '2026-11-11T00:00:00.000Z', { before: 15_000, after: 9_000, prorated: 0 }],
    [5, '2026-11-11T00:00:00.000Z', { before: 15_000, after: 15_000, prorated: 0 }],
  ])('to %i licences at %s costs %o', (quantity, at, quote) => {
    expect(licenceQuote(terms, quantity, new Date(at))).toEqual(quote);
  });

  it('takes away only the licences of batches still within their 168 hours', () => {
    const batches = [
      { quantity: 5, until: '2026-11-08T00:00:00.000Z' },
      { quantity: 2, until: '2026-11-15T00:00:00.000Z' },
    ];
    expect(reducibleNow(batches, new Date('2026-11-07T23:59:59.000Z'))).toBe(7);
    expect(reducibleNow(batches, new Date('2026-11-08T00:00:00.000Z'))).toBe(2);
    expect(reducibleNow(batches, new Date('2026-11-15T00:00:00.000Z'))).toBe(0);
  });

  it('gives back the unused days of the period on cancellation', () => {
    expect(cancellationRefund(terms, new Date('2026-11-04T00:00:00.000Z'))).toBe(13_500);
  });

  it('less what licences added in the period cost and was not invoiced yet, never below zero', () => {
    // 2 of the 5 seats added on day 1 for 2 × 30,00 × 30/30 = 6_000, not invoiced: 13_500 − 6_000.
    const at = new Date('2026-11-04T00:00:00.000Z');
    expect(cancellationRefund(terms, at, unbilledNet([{ net: 6_000 }]))).toBe(7_500);
    expect(cancellationRefund(terms, at, unbilledNet([{ net: 6_000 }, { net: 9_000 }]))).toBe(0);
  });
});

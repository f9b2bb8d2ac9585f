import { describe, expect, it } from 'vitest';
import { billingAllowed, daysBetween, proratedCost, termEnd, windowEnd, withinWindow } from './nce-terms';

describe('the 168-hour change window', () => {
  it('ends 168 hours after the purchase, renewal or added seats', () => {
    expect(windowEnd('2026-11-01T10:00:00.000Z')).toBe('2026-11-08T10:00:00.000Z');
  });

  it.each([
    ['2026-11-08T09:59:59.999Z', true],
    ['2026-11-08T10:00:00.000Z', false],
    ['2026-11-20T00:00:00.000Z', false],
  ])('at %s a decrease or cancellation is allowed: %s', (now, allowed) => {
    expect(withinWindow(new Date(now), '2026-11-08T10:00:00.000Z')).toBe(allowed);
  });

  it('is never open without an end (Partner Center gives none once it has closed)', () => {
    expect(withinWindow(new Date('2026-01-01T00:00:00Z'), null)).toBe(false);
  });
});

describe('terms', () => {
  it.each([
    ['2026-01-15T00:00:00.000Z', 'P1M', '2026-02-15T00:00:00.000Z'],
    ['2026-01-31T00:00:00.000Z', 'P1M', '2026-02-28T00:00:00.000Z'],
    ['2028-02-29T00:00:00.000Z', 'P1Y', '2029-02-28T00:00:00.000Z'],
    ['2026-11-26T12:00:00.000Z', 'P1Y', '2027-11-26T12:00:00.000Z'],
  ] as const)('a term from %s of %s ends %s', (start, term, end) => {
    expect(termEnd(start, term)).toBe(end);
  });

  it.each([
    ['P1M', 'monthly', true],
    ['P1M', 'annual', false],
    ['P1Y', 'monthly', true],
    ['P1Y', 'annual', true],
  ] as const)('%s billed %s is allowed: %s', (term, billing, allowed) => {
    expect(billingAllowed(term, billing)).toBe(allowed);
  });
});

describe('proration by day', () => {
  const period = { periodStart: '2026-11-01T00:00:00.000Z', periodEnd: '2026-12-01T00:00:00.000Z' };

  it('charges the days left of the period for each added seat', () => {
    // 3 seats at 46.80 zł for 30 days, added with 10 days left: 3 × 4680 × 10 / 30.
    expect(proratedCost({ ...period, periodPrice: 4680, quantity: 3, at: '2026-11-21T00:00:00.000Z' })).toBe(
      4680,
    );
  });

  it('counts a day begun as a day and rounds half up to a grosz', () => {
    expect(daysBetween('2026-11-21T08:00:00.000Z', '2026-12-01T00:00:00.000Z')).toBe(10);
    expect(proratedCost({ ...period, periodPrice: 2250, quantity: 1, at: '2026-11-30T23:00:00.000Z' })).toBe(
      75,
    );
  });

  it('charges the whole period at its start and nothing at its end', () => {
    expect(proratedCost({ ...period, periodPrice: 4680, quantity: 2, at: period.periodStart })).toBe(9360);
    expect(proratedCost({ ...period, periodPrice: 4680, quantity: 2, at: period.periodEnd })).toBe(0);
  });
});

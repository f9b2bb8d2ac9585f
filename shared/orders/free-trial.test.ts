import { describe, expect, it } from 'vitest';
import { trialEndOf } from './free-trial';

describe('the end of a free trial', () => {
  it.each([
    ['2026-11-26T17:05:00.000Z', '2026-12-26T17:05:00.000Z'],
    ['2026-12-15T08:00:00.000Z', '2027-01-15T08:00:00.000Z'],
    ['2027-01-31T10:00:00.000Z', '2027-02-28T10:00:00.000Z'],
    ['2028-01-31T10:00:00.000Z', '2028-02-29T10:00:00.000Z'],
    ['2026-03-31T23:59:59.000Z', '2026-04-30T23:59:59.000Z'],
  ])('is one calendar month after %s: %s', (placed, end) => {
    expect(trialEndOf(new Date(placed)).toISOString()).toBe(end);
  });
});

import { describe, expect, it } from 'vitest';
import { shopDayEnd, shopDayOf, shopDayStart, shopRangeOf } from './shop-time';

describe('shop time', () => {
  it('reads the day in Warsaw: an hour ahead of UTC in winter, two in summer', () => {
    expect(shopDayOf(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(shopDayOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(shopDayOf(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(shopDayOf(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });

  it('bounds a shop day by its Warsaw midnights, in winter and in summer, across the clock changes', () => {
    expect(shopDayStart('2026-12-03')).toBe('2026-12-02T23:00:00.000Z');
    expect(shopDayEnd('2026-12-03')).toBe('2026-12-03T22:59:59.999Z');
    expect(shopDayStart('2026-07-14')).toBe('2026-07-13T22:00:00.000Z');
    expect(shopDayEnd('2026-07-14')).toBe('2026-07-14T21:59:59.999Z');
    // 29 March 2026 has 23 hours in Warsaw, 25 October 2026 has 25.
    expect(shopDayStart('2026-03-29')).toBe('2026-03-28T23:00:00.000Z');
    expect(shopDayEnd('2026-03-29')).toBe('2026-03-29T21:59:59.999Z');
    expect(shopDayStart('2026-10-25')).toBe('2026-10-24T22:00:00.000Z');
    expect(shopDayEnd('2026-10-25')).toBe('2026-10-25T22:59:59.999Z');
  });

  it('reads a range of days as shop days and keeps moments as they are', () => {
    expect(shopRangeOf({ from: '2026-12-01', to: '2026-12-03' })).toEqual({
      from: '2026-11-30T23:00:00.000Z',
      to: '2026-12-03T22:59:59.999Z',
    });
    expect(shopRangeOf({ to: '2026-12-03T10:00:00.000Z' })).toEqual({ to: '2026-12-03T10:00:00.000Z' });
    expect(shopRangeOf({})).toEqual({});
  });
});

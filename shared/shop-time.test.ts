import { describe, expect, it } from 'vitest';
import { shopDayOf } from './shop-time';

describe('shop time', () => {
  it('reads the day in Warsaw: an hour ahead of UTC in winter, two in summer', () => {
    expect(shopDayOf(new Date('2026-12-31T22:30:00Z'))).toBe('2026-12-31');
    expect(shopDayOf(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(shopDayOf(new Date('2026-07-14T21:59:00Z'))).toBe('2026-07-14');
    expect(shopDayOf(new Date('2026-07-14T22:00:00Z'))).toBe('2026-07-15');
  });
});

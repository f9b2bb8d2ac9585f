import { describe, expect, it } from 'vitest';
import { createThrottle } from './throttle';

describe('local route throttle', () => {
  it('allows a burst, then refills at the rate, per key', () => {
    let clock = 0;
    const take = createThrottle(() => clock);
    const limit = { rate: 1, burst: 3 };
    expect([1, 2, 3, 4].map(() => take('PUT /x|1.1.1.1', limit))).toEqual([true, true, true, false]);
    expect(take('PUT /x|2.2.2.2', limit)).toBe(true);
    clock = 1000;
    expect(take('PUT /x|1.1.1.1', limit)).toBe(true);
    expect(take('PUT /x|1.1.1.1', limit)).toBe(false);
  });
});

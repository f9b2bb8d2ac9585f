import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from './attempt-limiter';

describe('attempt limiter', () => {
  it('blocks a key after max failures inside the window and frees it as they age out', () => {
    let clock = 0;
    const limiter = createAttemptLimiter({ max: 3, windowMs: 1000 }, () => clock);
    for (const at of [0, 100, 200]) {
      expect(limiter.blocked('ip:1')).toBe(false);
      clock = at;
      limiter.fail('ip:1');
    }
    expect(limiter.blocked('ip:1')).toBe(true);
    expect(limiter.blocked('ip:2')).toBe(false);
    clock = 1001;
    expect(limiter.blocked('ip:1')).toBe(false);
  });

  it('forgets a key on clear (a successful sign-in)', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 1000 }, () => 0);
    limiter.fail('user:a');
    expect(limiter.blocked('user:a')).toBe(true);
    limiter.clear('user:a');
    expect(limiter.blocked('user:a')).toBe(false);
  });
});

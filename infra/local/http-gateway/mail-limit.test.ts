import { describe, expect, it } from 'vitest';
import { createMailLimiter } from './mail-limit';

describe('createMailLimiter', () => {
  it('allows 10 requests per IP in 60 s, then says how long to wait; other IPs are not affected', () => {
    let time = 1_000_000;
    const take = createMailLimiter({ requests: 10, windowSeconds: 60 }, () => time);
    for (let i = 0; i < 10; i++) {
      expect(take('10.0.0.1')).toBe(0);
      time += 1000;
    }
    expect(take('10.0.0.1')).toBe(50);
    expect(take('10.0.0.2')).toBe(0);
    time += 50_000;
    expect(take('10.0.0.1')).toBe(0);
  });
});

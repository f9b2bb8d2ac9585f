import { describe, expect, it } from 'vitest';
import { reconnectDelayMs } from './live-topic';

// The status page's live connection reconnects after a drop, waiting longer each time.
describe('live topic reconnection', () => {
  it('waits 1 s, then twice as long each attempt, never more than 30 s', () => {
    expect([0, 1, 2, 3, 4].map(reconnectDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(reconnectDelayMs(5)).toBe(30_000);
    expect(reconnectDelayMs(50)).toBe(30_000);
  });
});

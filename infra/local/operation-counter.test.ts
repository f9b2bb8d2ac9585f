import { afterAll, describe, expect, it, vi } from 'vitest';
import type { OperationCounts } from './operation-counter';

// The counter reads SHOP_COUNT_OPERATIONS once, at its import: a fresh import with it set.
vi.stubEnv('SHOP_COUNT_OPERATIONS', '1');
vi.resetModules();
const { countInvocations, operationsRoute } = await import('./operation-counter');
afterAll(() => vi.unstubAllEnvs());

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));
const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

/** The counts as `GET /_local/operations` answers them; `DELETE` starts them again first. */
const counted = (method = 'GET') =>
  new Promise<OperationCounts>((done) => {
    operationsRoute()['/_local/operations']?.(
      { method } as never,
      { writeHead: () => undefined, end: (body: string) => done(JSON.parse(body)) } as never,
    );
  });

describe('the invocations counted for the cost and memory sections', () => {
  it('give each invocation the time its own code ran, though others ran meanwhile', async () => {
    await counted('DELETE');
    const wait = countInvocations('waiting', 256, () => pause(150));
    // Computes at once, then again after waiting: both parts are its own.
    const computing = countInvocations('computing', 512, async () => {
      busy(50);
      await pause(20);
      busy(50);
    });
    await Promise.all([wait({}), computing({}), wait({})]);
    const { invocations } = await counted();
    const computed = invocations.find(({ fn }) => fn === 'computing');
    const waiting = invocations.filter(({ fn }) => fn === 'waiting');
    expect(waiting).toHaveLength(2);
    expect(computed?.memoryMb).toBe(512);
    for (const waited of waiting) {
      expect(waited.ms).toBeGreaterThan(waited.cpuMs * 10);
      expect(computed?.cpuMs).toBeGreaterThan(waited.cpuMs * 10);
    }
    // Its two computations, each of 50 ms by the clock, and not its wait between them.
    expect(computed?.cpuMs).toBeGreaterThanOrEqual(100);
    expect(computed?.cpuMs).toBeLessThan(computed?.ms ?? 0);
  });
});

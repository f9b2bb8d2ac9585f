import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStreamPoller, type StreamPoller } from './stream-poller';
import { fakeStreamsClient } from './testing/fake-streams-client';

// The idle poller's schedule, on a clock of the test's own (fake timers): the waits between polls as
// data, never as a speed. One open shard scripted by a fake Streams client (testing/), whose records
// the test adds; each poll lists the shards first, so the moments of DescribeStream are those of the polls.

const pollers: StreamPoller[] = [];

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
  vi.useRealTimers();
});

const startPoller = () => {
  vi.useFakeTimers({ now: 0, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const polls: number[] = [];
  const shard = { id: 'live', sequences: [] as string[], closed: false };
  const delivered: string[] = [];
  const poller = createStreamPoller({
    client: fakeStreamsClient([shard], () => polls.push(Date.now())),
    tableStreamArn: 'arn:aws:dynamodb:eu-central-1:000000000000:table/shop/stream/label',
    batchSize: 10,
    maxRetries: 0,
    pollIntervalMs: 200,
    idleIntervalMs: 10_000,
    consumer: async (event) => {
      delivered.push(...event.Records.map((r) => r.dynamodb?.SequenceNumber ?? ''));
    },
  });
  pollers.push(poller);
  poller.start();
  return { poller, delivered, polls, written: shard.sequences };
};

/** The waits between consecutive polls from index `from` on. */
const waits = (polls: number[], from = 0) =>
  polls.slice(from + 1).map((at, i) => at - (polls[from + i] ?? 0));

describe('createStreamPoller while the stream stays empty', () => {
  it('waits twice as long after each empty poll, up to its idle interval', async () => {
    const { polls } = startPoller();
    await vi.advanceTimersByTimeAsync(40_000);
    expect(polls[0]).toBe(0);
    expect(waits(polls)).toEqual([400, 800, 1_600, 3_200, 6_400, 10_000, 10_000]);
  });

  it('polls at once when woken by a write, then at its shortest interval while records come', async () => {
    const { poller, polls, written, delivered } = startPoller();
    await vi.advanceTimersByTimeAsync(40_000);
    const woken = Date.now();
    const first = polls.length;
    written.push('001');
    poller.wake();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(delivered).toEqual(['001']);
    expect(polls[first]).toBe(woken);
    // The poll that delivered is followed at the shortest interval, then the waits double again.
    expect(waits(polls, first)).toEqual([200, 400, 800, 1_600, 3_200, 6_400]);
  });

  it('starts again from its shortest interval after a wake that finds nothing', async () => {
    const { poller, polls } = startPoller();
    await vi.advanceTimersByTimeAsync(40_000);
    const first = polls.length;
    poller.wake();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(waits(polls, first)).toEqual([400, 800, 1_600, 3_200]);
  });
});

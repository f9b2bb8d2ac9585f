import type { ScheduledEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Schedule, type Scheduler } from './scheduler';

const identity = { region: 'eu-central-1', account: '123456789012' };
const schedulers: Scheduler[] = [];

const recorder = (name: string, expression: string, invoke?: Schedule['invoke']) => {
  const events: ScheduledEvent[] = [];
  const schedule: Schedule = {
    name,
    expression,
    invoke: async (event) => {
      events.push(event);
      return invoke?.(event);
    },
  };
  return { schedule, events, times: () => events.map((e) => e.time) };
};

const start = (schedules: Schedule[], now?: () => Date) => {
  const scheduler = createScheduler({ ...identity, schedules, ...(now && { now }) });
  schedulers.push(scheduler);
  scheduler.start();
  return scheduler;
};

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-07T09:59:30Z') });
});

afterEach(async () => {
  await Promise.all(schedulers.splice(0).map((s) => s.stop()));
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createScheduler', () => {
  it('invokes a rate schedule every interval with an EventBridge Scheduler event', async () => {
    const sweep = recorder('outbox-sweep', 'rate(5 minutes)');
    start([sweep.schedule]);

    await vi.advanceTimersByTimeAsync(4 * 60_000);
    expect(sweep.events).toEqual([]);
    await vi.advanceTimersByTimeAsync(11 * 60_000);

    expect(sweep.times()).toEqual(['2026-03-07T10:04:30Z', '2026-03-07T10:09:30Z', '2026-03-07T10:14:30Z']);
    expect(sweep.events[0]).toEqual({
      version: '0',
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      'detail-type': 'Scheduled Event',
      source: 'aws.scheduler',
      account: '123456789012',
      time: '2026-03-07T10:04:30Z',
      region: 'eu-central-1',
      resources: ['arn:aws:scheduler:eu-central-1:123456789012:schedule/default/outbox-sweep'],
      detail: {},
    });
    expect(new Set(sweep.events.map((e) => e.id)).size).toBe(3);
  });

  it('invokes cron schedules at their UTC times, each schedule on its own', async () => {
    const daily = recorder('daily', 'cron(0 10 * * ? *)');
    const quarterly = recorder('quarter-hour', 'cron(*/15 * * * ? *)');
    start([daily.schedule, quarterly.schedule]);

    await vi.advanceTimersByTimeAsync(31 * 60_000);

    expect(daily.times()).toEqual(['2026-03-07T10:00:00Z']);
    expect(quarterly.times()).toEqual([
      '2026-03-07T10:00:00Z',
      '2026-03-07T10:15:00Z',
      '2026-03-07T10:30:00Z',
    ]);
  });

  it('logs a failing invocation and invokes again at the next tick', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const flaky = recorder('flaky', 'rate(1 minute)', async (event) => {
      if (event.time === '2026-03-07T10:00:30Z') throw new Error('table unavailable');
    });
    start([flaky.schedule]);

    await vi.advanceTimersByTimeAsync(3 * 60_000);

    expect(flaky.times()).toEqual(['2026-03-07T10:00:30Z', '2026-03-07T10:01:30Z', '2026-03-07T10:02:30Z']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('stops invoking after stop()', async () => {
    const sweep = recorder('sweep', 'rate(1 minute)');
    const scheduler = start([sweep.schedule]);
    await vi.advanceTimersByTimeAsync(60_000);
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(sweep.events).toHaveLength(1);
  });

  it('reads time from the injected clock and skips runs missed while it jumped ahead', async () => {
    let offsetMs = 0;
    const sweep = recorder('sweep', 'rate(1 minute)');
    start([sweep.schedule], () => new Date(Date.now() + offsetMs));

    await vi.advanceTimersByTimeAsync(60_000);
    offsetMs = 10 * 60_000;
    await vi.advanceTimersByTimeAsync(60_000);

    expect(sweep.times()).toEqual(['2026-03-07T10:00:30Z', '2026-03-07T10:01:30Z']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sweep.times().at(-1)).toBe('2026-03-07T10:12:30Z');
  });

  it('refuses an invalid expression when created', () => {
    expect(() =>
      createScheduler({
        ...identity,
        schedules: [{ name: 'bad', expression: 'rate(5 minute)', invoke: async () => {} }],
      }),
    ).toThrow(/is not valid/);
  });
});

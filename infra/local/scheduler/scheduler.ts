import { randomUUID } from 'node:crypto';
import type { ScheduledEvent } from 'aws-lambda';
import { localAccount, localRegion } from '../services/local-aws';
import { parseScheduleExpression } from './schedule-expression';

export interface Schedule {
  name: string;
  expression: string;
  invoke: (event: ScheduledEvent<Record<string, never>>) => Promise<unknown>;
}

export interface SchedulerOptions {
  schedules: Schedule[];
  /** For the event and the schedule ARNs; the local runtime's region and account unless given. */
  region?: string;
  account?: string;
  now?: () => Date;
}

export interface Scheduler {
  start(): void;
  /** Stops the clock; resolves once the invocations under way have settled. */
  stop(): Promise<void>;
}

/** Timers longer than this are split, so a changed clock (sleep, injected `now`) is noticed. */
const maxSleepMs = 60_000;

const awsTime = (date: Date): string => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const createScheduler = ({
  schedules,
  region = localRegion,
  account = localAccount,
  now = () => new Date(),
}: SchedulerOptions): Scheduler => {
  const entries = schedules.map((schedule) => ({
    ...schedule,
    next: parseScheduleExpression(schedule.expression),
    arn: `arn:aws:scheduler:${region}:${account}:schedule/default/${schedule.name}`,
    due: undefined as Date | undefined,
  }));
  const underWay = new Set<Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;

  const fire = (entry: (typeof entries)[number], at: Date) => {
    const event: ScheduledEvent<Record<string, never>> = {
      version: '0',
      id: randomUUID(),
      'detail-type': 'Scheduled Event',
      source: 'aws.scheduler',
      account,
      time: awsTime(at),
      region,
      resources: [entry.arn],
      detail: {},
    };
    // Like an asynchronous Lambda invoke: a failure is logged and the schedule carries on.
    const invocation = entry
      .invoke(event)
      .catch((error: unknown) => console.error(`[scheduler] ${entry.name} failed at ${event.time}`, error))
      .finally(() => underWay.delete(invocation));
    underWay.add(invocation);
  };

  const tick = () => {
    const current = now();
    for (const entry of entries) {
      if (!entry.due || entry.due > current) continue;
      fire(entry, entry.due);
      // Runs missed while the process slept are dropped, not replayed in a burst.
      let due = entry.next(entry.due);
      while (due && due <= current) due = entry.next(due);
      entry.due = due;
    }
    arm();
  };

  const arm = () => {
    const dues = entries.flatMap((entry) => (entry.due ? [entry.due.getTime()] : []));
    if (dues.length === 0) return;
    const delay = Math.min(Math.max(Math.min(...dues) - now().getTime(), 0), maxSleepMs);
    timer = setTimeout(tick, delay).unref();
  };

  return {
    start() {
      if (timer) return;
      const startedAt = now();
      for (const entry of entries) entry.due = entry.next(startedAt);
      arm();
    },
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await Promise.all(underWay);
    },
  };
};

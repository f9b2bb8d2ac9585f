import type { ScheduledEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSignupRequested } from '#events/contracts/newsletter-signup-requested';
import { outboxItem, pendingOutboxItems } from '#functions/lib/table/outbox';
import { commitGuarded } from '#functions/lib/table/transaction';
import { lambda } from '#infra/local/lambda';
import type { Runtime } from '#infra/local/runtime';
import { schedules } from '#infra/wiring';
import { eventually, startTestRuntime } from '../support/runtime';

// The outbox's safety net: when the bus refuses events until the stream publisher gives up, the
// scheduled sweep republishes what is still pending once it is older than the 2-minute grace.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const sweepSchedule = schedules.find(({ name }) => name === 'outbox-sweep');
if (!sweepSchedule) throw new Error('no outbox-sweep schedule in the wiring');
const sweep = lambda<ScheduledEvent, { republished: number; failed: number }>(sweepSchedule.target);
const scheduledEvent = { source: 'aws.scheduler', 'detail-type': 'Scheduled Event' } as ScheduledEvent;

const mailsTo = (email: string) => runtime.mail.list().filter((m) => m.to.includes(email));
const pendingIds = async () => (await pendingOutboxItems()).map(({ eventId }) => eventId);

/** A newsletter event written `ageMs` ago while the bus was down: the stream publisher gave up on it. */
const strandedEvents = async (emails: Record<string, number>) => {
  runtime.bus.setOutage(true);
  const items = Object.entries(emails).map(([email, ageMs]) =>
    outboxItem(newsletterSignupRequested, { email, language: 'pl' }, { now: new Date(Date.now() - ageMs) }),
  );
  await commitGuarded([], items);
  // Two full polls: the first may have started before the items were written.
  await runtime.outboxCaughtUp();
  await runtime.outboxCaughtUp();
  return items.map(({ eventId }) => eventId);
};

describe('outbox sweep on the local runtime', () => {
  it('republishes an event the stream publisher gave up on, once, and leaves young items to the stream', async () => {
    const [old = '', young = ''] = await strandedEvents({
      'swept@example.pl': 3 * 60_000,
      'young@example.pl': 0,
    });
    expect(await pendingIds()).toEqual(expect.arrayContaining([old, young]));
    expect(mailsTo('swept@example.pl')).toHaveLength(0);

    runtime.bus.setOutage(false);
    expect(await sweep(scheduledEvent)).toEqual({ republished: 1, failed: 0 });
    await eventually(() => mailsTo('swept@example.pl').length > 0);
    const pending = await pendingIds();
    expect(pending).not.toContain(old);
    expect(pending).toContain(young);

    // A second run finds nothing old left, so the customer gets one e-mail.
    expect(await sweep(scheduledEvent)).toEqual({ republished: 0, failed: 0 });
    await runtime.queues['newsletter-confirmation']?.queue.drained();
    expect(mailsTo('swept@example.pl')).toHaveLength(1);
    expect(mailsTo('young@example.pl')).toHaveLength(0);
  });

  it('keeps an event pending and counts it failed while the bus still refuses it', async () => {
    const [stranded = ''] = await strandedEvents({ 'still-down@example.pl': 5 * 60_000 });
    expect(await sweep(scheduledEvent)).toEqual({ republished: 0, failed: 1 });
    expect(await pendingIds()).toContain(stranded);

    runtime.bus.setOutage(false);
    expect(await sweep(scheduledEvent)).toEqual({ republished: 1, failed: 0 });
    expect(await pendingIds()).not.toContain(stranded);
    await eventually(() => mailsTo('still-down@example.pl').length === 1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type AtMicrosoft,
  activeSubscription as active,
  committedOps,
  fakeSubscriptionPorts,
} from '../testing/fake-subscription-ports';
import { crashingOnSave } from '../testing/fake-workflow-ports';
import { cancelSubscription } from './cancel-subscription';
import { changeLicences } from './change-licences';
import { settleChange } from './change-subscription';
import { setAutoRenew } from './set-auto-renew';

// A change at Partner Center and its record in the table as one workflow, so the shop and Microsoft
// never disagree: undone at Microsoft when the record is refused, resumed after Microsoft's silence
// or a crash between the two, one change of a subscription at a time.

const ids = { sub: 'sub-1', subscriptionId: active.id };
const runId = `change-subscription#${active.id}`;

const setUp = (options: Parameters<typeof fakeSubscriptionPorts>[0] = {}) => {
  const fake = fakeSubscriptionPorts(options);
  fake.subscriptions.set(active.id, active);
  return fake;
};
const seatsAtMicrosoft = (fake: ReturnType<typeof setUp>) => fake.microsoft.get('pc-sub-1')?.quantity;

describe('a change the table refuses after Partner Center made it', () => {
  it('is undone at Partner Center: the seats as read, the renewal’s licences scheduled again', async () => {
    const fake = setUp({ refusing: ['subscription_changed'] });
    const renewing = { ...active, nextTermQuantity: 2 };
    fake.subscriptions.set(active.id, renewing);
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } })).toEqual({
      ok: false,
      code: 'subscription_changed',
    });
    expect(fake.calls).toEqual([
      'updateSubscription pc-sub-1 {"quantity":5}',
      'getSubscription',
      'updateSubscription pc-sub-1 {"quantity":3,"scheduledNextTermInstructions":{"quantity":2,"termDuration":"P1M","billingCycle":"monthly"}}',
    ]);
    expect(fake.microsoft.get('pc-sub-1')).toMatchObject({ quantity: 3, scheduled: { quantity: 2 } });
    expect(fake.progress.get(runId)).toMatchObject({ status: 'failed', failure: 'subscription_changed' });
  });

  it('is left as it is at Partner Center when another change landed there since', async () => {
    const fake = setUp({ refusing: ['subscription_changed'] });
    const commit = fake.ports.commit;
    // Seats changed at Partner Center by someone else before the shop's record is refused.
    fake.ports.commit = async (items, events) => {
      const now = fake.microsoft.get('pc-sub-1') as AtMicrosoft;
      fake.microsoft.set('pc-sub-1', { ...now, quantity: 7 });
      return commit(items, events);
    };
    await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } });
    expect(fake.calls.filter((call) => call.startsWith('updateSubscription'))).toHaveLength(1);
    expect(seatsAtMicrosoft(fake)).toBe(7);
  });

  it('of a cancellation cannot be undone at Microsoft: nothing is asked of it again', async () => {
    const fake = setUp({ refusing: ['subscription_changed'] });
    expect(await cancelSubscription(fake.ports, ids)).toMatchObject({
      ok: false,
      code: 'subscription_changed',
    });
    expect(fake.calls).toEqual(['updateSubscription pc-sub-1 {"status":"deleted"}']);
    expect(fake.microsoft.get('pc-sub-1')?.status).toBe('deleted');
  });
});

describe('an undoing Microsoft does not answer', () => {
  it('leaves the run running, and is tried again when the run is resumed', async () => {
    const fake = setUp({ refusing: ['subscription_changed'] });
    const update = fake.ports.partnerCenter().updateSubscription;
    // Microsoft goes silent right after making the change.
    fake.ports.partnerCenter().updateSubscription = async (...args) => {
      const changed = await update(...args);
      fake.failing.getSubscription = 'unavailable';
      return changed;
    };
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } })).toEqual({
      ok: false,
      code: 'microsoft_unavailable',
      retryAfterSeconds: 60,
    });
    expect(fake.progress.get(runId)).toMatchObject({ status: 'running' });
    expect(seatsAtMicrosoft(fake)).toBe(5);
    fake.ports.partnerCenter().updateSubscription = update;
    delete fake.failing.getSubscription;
    await fake.ports.pause(31_000);
    expect(await settleChange(fake.ports, active.id)).toEqual({ ok: true, value: true });
    expect(fake.progress.get(runId)).toMatchObject({ status: 'failed', failure: 'subscription_changed' });
    expect(seatsAtMicrosoft(fake)).toBe(3);
  });
});

describe('a record the table does not answer', () => {
  it('is kept for a retry, not undone at Microsoft: its write may have landed', async () => {
    const fake = setUp();
    fake.ports.commit = async () => {
      throw Object.assign(new Error('the table timed out'), { name: 'TimeoutError' });
    };
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } })).toEqual({
      ok: false,
      code: 'service_unavailable',
      retryAfterSeconds: 10,
    });
    expect(fake.progress.get(runId)).toMatchObject({ status: 'running', finished: ['change-at-microsoft'] });
    expect(seatsAtMicrosoft(fake)).toBe(5);
  });
});

describe('a change Microsoft made but did not answer for', () => {
  it('is kept for a retry, recorded nowhere yet, and recorded once with its charge when asked again', async () => {
    const fake = setUp();
    fake.lostAnswers.value = 1;
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } })).toEqual({
      ok: false,
      code: 'microsoft_unavailable',
      retryAfterSeconds: 60,
    });
    expect(fake.commits).toEqual([]);
    expect(seatsAtMicrosoft(fake)).toBe(5);
    expect(fake.progress.get(runId)).toMatchObject({ status: 'running', finished: [], retries: 1 });
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } })).toMatchObject({
      ok: true,
      value: { quantity: 5, charges: [{ quantity: 2, net: 6000 }] },
    });
    expect(committedOps(fake.commits)).toEqual([{ ops: ['log:changed', 'change'], events: [] }]);
    expect(seatsAtMicrosoft(fake)).toBe(5);
  });

  it('is settled before the next change of the subscription starts', async () => {
    const fake = setUp();
    fake.lostAnswers.value = 1;
    await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } });
    expect(await setAutoRenew(fake.ports, { ...ids, autoRenew: false })).toMatchObject({ ok: true });
    expect(fake.commits.map(({ items }) => items[1]?.item.Put?.Item)).toEqual([
      expect.objectContaining({
        op: 'change',
        quantity: 5,
        charge: expect.objectContaining({ quantity: 2 }),
      }),
      expect.objectContaining({ op: 'change', autoRenew: false }),
    ]);
  });

  it('of a cancellation: Partner Center refuses the repeat (cancelled already), which is taken as made', async () => {
    const fake = setUp();
    fake.lostAnswers.value = 1;
    expect(await cancelSubscription(fake.ports, ids)).toMatchObject({
      ok: false,
      code: 'microsoft_unavailable',
    });
    fake.failing.updateSubscription = 'window_closed';
    expect(await settleChange(fake.ports, active.id)).toEqual({ ok: true, value: true });
    expect(committedOps(fake.commits)).toEqual([{ ops: ['log:cancelled', 'cancel'], events: [] }]);
  });
});

describe('a crash between Partner Center and the table', () => {
  it('is resumed where it stopped once its lease is over: the change repeated at Microsoft (it sets seats, so nothing twice), recorded once', async () => {
    const fake = setUp();
    // Saves: 1 the run's start, 2 after Partner Center's change: the process dies writing the second.
    await expect(
      changeLicences(crashingOnSave(fake.ports, 2), { ...ids, input: { quantity: 5 } }),
    ).rejects.toThrow('crash');
    expect(seatsAtMicrosoft(fake)).toBe(5);
    expect(await settleChange(fake.ports, active.id)).toEqual({
      ok: false,
      code: 'subscription_changed',
      retryAfterSeconds: 30,
    });
    await fake.ports.pause(31_000);
    expect(await settleChange(fake.ports, active.id)).toEqual({ ok: true, value: true });
    expect(committedOps(fake.commits)).toEqual([{ ops: ['log:changed', 'change'], events: [] }]);
    expect(fake.progress.get(runId)).toMatchObject({ status: 'done' });
    expect(await settleChange(fake.ports, active.id)).toEqual({ ok: true, value: false });
  });

  it('after its record landed is not recorded twice, nor undone at Microsoft', async () => {
    const refusing: string[] = [];
    const fake = setUp({ refusing });
    // Saves: 1 the start, 2 after Partner Center, 3 after the record: the process dies writing the third.
    await expect(
      changeLicences(crashingOnSave(fake.ports, 3), { ...ids, input: { quantity: 5 } }),
    ).rejects.toThrow('crash');
    // The record's log names the moment decided: put again, it is found there.
    refusing.push('recorded_before');
    await fake.ports.pause(31_000);
    expect(await settleChange(fake.ports, active.id)).toEqual({ ok: true, value: true });
    expect(fake.progress.get(runId)).toMatchObject({ status: 'done' });
    expect(seatsAtMicrosoft(fake)).toBe(5);
  });
});

describe('two changes of one subscription at once', () => {
  it('refuses the second while the first runs: subscription_changed, ask again shortly', async () => {
    const fake = setUp();
    fake.progress.set(runId, {
      id: runId,
      workflow: 'change-subscription',
      request: 'another',
      status: 'running',
      finished: [],
      state: {},
      version: 1,
      leaseUntil: fake.ports.clock().getTime() + 10_000,
    });
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 5 } })).toEqual({
      ok: false,
      code: 'subscription_changed',
      retryAfterSeconds: 30,
    });
    expect(fake.calls).toEqual([]);
  });
});

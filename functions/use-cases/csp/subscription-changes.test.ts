import { describe, expect, it } from 'vitest';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import {
  committedOps,
  fakeSubscriptionPorts,
  provisioningSubscription,
} from '../testing/fake-subscription-ports';
import { cancelSubscription } from './cancel-subscription';
import { changeLicences } from './change-licences';
import { scheduleRenewal } from './schedule-renewal';
import { setAutoRenew } from './set-auto-renew';

// Issue 15 part 4: licences added at once and prorated to the term's end, fewer licences and a
// cancellation only within 168 hours (nothing changed after), auto-renew only on an active subscription.

// The fake clock reads 2026-01-02T03:04:05Z: the seats' window ends on 2026-01-09.
const active: StoredSubscription = {
  ...provisioningSubscription,
  state: 'active',
  quantity: 3,
  unitNet: 3100,
  autoRenew: true,
  partnerSubscriptionId: 'pc-sub-1',
  termStart: '2026-01-01T00:00:00.000Z',
  termEnd: '2026-02-01T00:00:00.000Z',
  cancellationAllowedUntil: '2026-01-08T00:00:00.000Z',
  refundable: [{ quantity: 3, until: '2026-01-08T00:00:00.000Z' }],
};
const closed: StoredSubscription = {
  ...active,
  cancellationAllowedUntil: null,
  refundable: [{ quantity: 3, until: '2026-01-01T12:00:00.000Z' }],
};

const setUp = (subscription: StoredSubscription | undefined) => {
  const fake = fakeSubscriptionPorts();
  if (subscription) fake.subscriptions.set(subscription.id, subscription);
  return fake;
};
const ids = { sub: 'sub-1', subscriptionId: active.id };

describe('changing licences', () => {
  it('adds licences at once, their cost prorated by day to the term end for the next invoice', async () => {
    const { ports, calls, commits } = setUp(active);
    const result = await changeLicences(ports, { ...ids, input: { quantity: 5 } });
    expect(calls).toEqual(['updateSubscription pc-sub-1 {"quantity":5}']);
    // 2 × 31,00 × 30 of 31 days left (2 January 03:04 → 1 February, a day begun counting).
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({
      op: 'change',
      quantity: 5,
      charge: { quantity: 2, net: 6000 },
    });
    expect(result).toMatchObject({ ok: true, value: { quantity: 5, charges: [{ quantity: 2, net: 6000 }] } });
  });

  it('takes licences away within their 168 hours', async () => {
    const { ports, commits } = setUp(active);
    expect(await changeLicences(ports, { ...ids, input: { quantity: 1 } })).toMatchObject({
      ok: true,
      value: { quantity: 1 },
    });
    expect(committedOps(commits)).toEqual([{ ops: ['change'], events: [] }]);
  });

  it.each([
    ['after their 168 hours', closed, 2, 'licence_change_window_closed'],
    [
      'of a subscription not active',
      { ...active, state: 'provisioning' as const },
      5,
      'subscription_not_active',
    ],
    ['of an unknown (or another customer’s) subscription', undefined, 5, 'subscription_not_found'],
  ])('refuses a change %s, changing nothing', async (_, subscription, quantity, code) => {
    const { ports, calls, commits } = setUp(subscription);
    expect(await changeLicences(ports, { ...ids, input: { quantity } })).toEqual({ ok: false, code });
    expect(calls).toEqual([]);
    expect(commits).toEqual([]);
  });

  it("keeps nothing when Partner Center refuses: its closed window is the customer's message", async () => {
    const fake = fakeSubscriptionPorts({ failing: { updateSubscription: 'window_closed' } });
    fake.subscriptions.set(active.id, active);
    expect(await changeLicences(fake.ports, { ...ids, input: { quantity: 2 } })).toEqual({
      ok: false,
      code: 'licence_change_window_closed',
    });
    expect(fake.commits).toEqual([]);
  });
});

describe('auto-renew', () => {
  it('is switched off at Partner Center and kept', async () => {
    const { ports, calls } = setUp(active);
    expect(await setAutoRenew(ports, { ...ids, autoRenew: false })).toMatchObject({
      ok: true,
      value: { autoRenew: false },
    });
    expect(calls).toEqual(['updateSubscription pc-sub-1 {"autoRenewEnabled":false}']);
  });

  it('is never switched on for a subscription that is not active', async () => {
    const { ports, calls } = setUp({ ...active, state: 'notConfigured' });
    expect(await setAutoRenew(ports, { ...ids, autoRenew: true })).toEqual({
      ok: false,
      code: 'subscription_not_active',
    });
    expect(calls).toEqual([]);
  });
});

describe('a manual renewal', () => {
  it("schedules the next term's licences at Partner Center with renewal on", async () => {
    const { ports, calls } = setUp({ ...active, autoRenew: false });
    expect(await scheduleRenewal(ports, { ...ids, input: { quantity: 2 } })).toMatchObject({ ok: true });
    expect(calls).toEqual([
      'updateSubscription pc-sub-1 {"autoRenewEnabled":true,"scheduledNextTermInstructions":{"quantity":2,"termDuration":"P1M","billingCycle":"monthly"}}',
    ]);
  });

  it('is refused for a subscription that is not active', async () => {
    const { ports, calls } = setUp({ ...active, state: 'cancelled' });
    expect(await scheduleRenewal(ports, { ...ids, input: { quantity: 2 } })).toEqual({
      ok: false,
      code: 'subscription_not_active',
    });
    expect(calls).toEqual([]);
  });
});

describe('cancelling', () => {
  it('cancels within its window, showing the unused days it gives back', async () => {
    const { ports, calls, commits } = setUp(active);
    const result = await cancelSubscription(ports, ids);
    expect(calls).toEqual(['updateSubscription pc-sub-1 {"status":"deleted"}']);
    // 3 × 31,00 × 30 of 31 days.
    expect(result).toMatchObject({
      ok: true,
      value: { state: 'cancelled', status: 'cancelled', refundNet: 9000 },
    });
    expect(committedOps(commits)).toEqual([{ ops: ['cancel'], events: [] }]);
  });

  it('refuses after its 168 hours, changing nothing', async () => {
    const { ports, calls, commits } = setUp(closed);
    expect(await cancelSubscription(ports, ids)).toEqual({ ok: false, code: 'licence_change_window_closed' });
    expect(calls).toEqual([]);
    expect(commits).toEqual([]);
  });
});

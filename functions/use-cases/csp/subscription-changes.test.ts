import { describe, expect, it } from 'vitest';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { sampleOrder } from '../testing/fake-order-ports';
import {
  activeSubscription,
  committedOps,
  fakeSubscriptionPorts,
  provisioningSubscription,
} from '../testing/fake-subscription-ports';
import { cancelSubscription } from './cancel-subscription';
import { changeLicences } from './change-licences';
import { readSubscription } from './list-subscriptions';
import { scheduleRenewal } from './schedule-renewal';
import { setAutoRenew } from './set-auto-renew';

// Licences added at once and prorated to the term's end, fewer licences and a
// cancellation only within 168 hours (nothing changed after), auto-renew only on an active subscription.

const active = activeSubscription;
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
    expect(commits[0]?.items[1]?.item.Put?.Item).toMatchObject({
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
    expect(committedOps(commits)).toEqual([{ ops: ['log:changed', 'change'], events: [] }]);
  });

  it('gives back the unused days of licences taken away: first against added ones not invoiced, the rest paid back', async () => {
    // 2 of 3 seats taken away: 2 × 31,00 × 30/31 = 6000 unused; 1 seat added before for 2000, not invoiced.
    const withAdded = { ...active, charges: [{ at: '2026-01-01T12:00:00.000Z', quantity: 1, net: 2000 }] };
    const { ports, commits, orders } = setUp(withAdded);
    const order = sampleOrder({ id: active.orderId, owner: { kind: 'client', sub: 'sub-1' } });
    orders.set(active.orderId, {
      ...order,
      lines: [{ ...order.lines[0], total: { net: 9300, vat: 0, gross: 9300 } }],
    } as typeof order);
    await changeLicences(ports, { ...ids, input: { quantity: 1 } });
    expect(commits[0]?.items[1]?.item.Put?.Item).toMatchObject({ charge: { quantity: -2, net: -2000 } });
    expect(committedOps(commits)).toEqual([
      { ops: ['log:changed', 'change'], events: ['subscription.refund-due'] },
    ]);
    expect(JSON.parse(commits[0]?.events[0]?.detail ?? '{}').data).toMatchObject({
      refund: 'unusedDays',
      refundNet: 4000,
      line: 0,
    });
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
  /** The term's order: the subscription's line (its id's last part) and what it cost net. */
  const termOrder = (id: string, line: number, net: number) => {
    const order = sampleOrder({ id, owner: { kind: 'client', sub: 'sub-1' } });
    const lines = Array.from({ length: line + 1 }, () => ({
      ...order.lines[0],
      total: { net, vat: 0, gross: net },
    }));
    return { ...order, lines } as typeof order;
  };
  const cancelledEvent = (commits: ReturnType<typeof setUp>['commits']) =>
    JSON.parse(commits[0]?.events[0]?.detail ?? '{}').data;

  it('cancels an active one within its window at Microsoft, giving back the unused days of its term’s order line', async () => {
    const { ports, calls, commits, orders } = setUp(active);
    orders.set(active.orderId, termOrder(active.orderId, 0, 9300));
    const result = await cancelSubscription(ports, ids);
    expect(calls).toEqual(['updateSubscription pc-sub-1 {"status":"deleted"}']);
    // 3 × 31,00 × 30 of 31 days.
    expect(result).toMatchObject({
      ok: true,
      value: { state: 'cancelled', status: 'cancelled', refundNet: 9000 },
    });
    expect(committedOps(commits)).toEqual([
      { ops: ['log:cancelled', 'cancel'], events: ['subscription.refund-due'] },
    ]);
    expect(cancelledEvent(commits)).toMatchObject({
      subscriptionId: active.id,
      orderId: active.orderId,
      line: 0,
      refund: 'unusedDays',
      refundNet: 9000,
    });
  });

  it('gives back exactly the refund quote its view showed, and the view offers its actions', async () => {
    const { ports, orders } = setUp(active);
    orders.set(active.orderId, termOrder(active.orderId, 0, 9300));
    const read = await readSubscription(ports, ids);
    expect(read).toMatchObject({
      ok: true,
      value: {
        actions: ['changeLicences', 'setAutoRenew', 'renew', 'cancel'],
        reducibleLicences: 3,
        refundQuote: 9000,
      },
    });
    expect(await cancelSubscription(ports, ids)).toMatchObject({
      ok: true,
      value: { refundNet: 9000, actions: [] },
    });
  });

  it('after a renewal, gives back from the renewal order that paid the term, less licences added and not invoiced', async () => {
    const renewed = {
      ...active,
      termOrderId: '01JRENEWAL0000000000000000',
      charges: [{ at: '2026-01-01T12:00:00.000Z', quantity: 1, net: 3000 }],
    };
    const { ports, commits, orders } = setUp(renewed);
    orders.set(renewed.termOrderId, termOrder(renewed.termOrderId, 0, 9300));
    expect(await cancelSubscription(ports, ids)).toMatchObject({ ok: true, value: { refundNet: 6000 } });
    expect(cancelledEvent(commits)).toMatchObject({ orderId: renewed.termOrderId, line: 0, refundNet: 6000 });
  });

  it.each([
    ['not configured yet', 'notConfigured' as const],
    ['whose provisioning failed', 'failed' as const],
  ])('cancels one %s without Microsoft, giving back its whole line', async (_, state) => {
    const never = { ...provisioningSubscription, id: '01JD0000000000000000000000-1', state };
    const { ports, calls, commits, orders } = setUp(never);
    orders.set(never.orderId, termOrder(never.orderId, 1, 16_848));
    const result = await cancelSubscription(ports, { sub: 'sub-1', subscriptionId: never.id });
    expect(result).toMatchObject({ ok: true, value: { state: 'cancelled', refundNet: 16_848 } });
    expect(calls).toEqual([]);
    expect(cancelledEvent(commits)).toMatchObject({ line: 1, refund: 'whole', refundNet: 16_848 });
  });

  it('gives back nothing, and tells no one, when its term cost nothing (a free trial month)', async () => {
    const { ports, commits, orders } = setUp(active);
    orders.set(active.orderId, termOrder(active.orderId, 0, 0));
    expect(await cancelSubscription(ports, ids)).toMatchObject({ ok: true, value: { refundNet: 0 } });
    expect(committedOps(commits)).toEqual([{ ops: ['log:cancelled', 'cancel'], events: [] }]);
  });

  it.each([
    ['after its 168 hours', closed, 'licence_change_window_closed'],
    ['while Microsoft provisions it', provisioningSubscription, 'subscription_not_active'],
    ['of another customer', undefined, 'subscription_not_found'],
  ])('refuses %s, changing nothing', async (_, subscription, code) => {
    const { ports, calls, commits } = setUp(subscription);
    expect(await cancelSubscription(ports, ids)).toEqual({ ok: false, code });
    expect(calls).toEqual([]);
    expect(commits).toEqual([]);
  });
});

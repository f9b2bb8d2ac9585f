import { describe, expect, it } from 'vitest';
import { PartnerCenterError } from '../../lib/partner-center/port';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import {
  type AtMicrosoft,
  activeSubscription as active,
  committedOps,
  fakeSubscriptionPorts,
} from '../testing/fake-subscription-ports';
import { changeLicences } from './change-licences';
import {
  type ReconcilePorts,
  reconcileSubscriptions,
  reconcileTimeMarginMs,
} from './reconcile-subscriptions';

// The hourly reconciliation with Partner Center: unfinished changes settled, the renewal repaired as
// Microsoft has it, and what involves money (seats, a cancellation, a subscription only one side has)
// reported, never changed.

const setUp = (subscriptions: StoredSubscription[] = [active], timeLeftMs = Number.POSITIVE_INFINITY) => {
  const fake = fakeSubscriptionPorts();
  for (const subscription of subscriptions) fake.subscriptions.set(subscription.id, subscription);
  // Microsoft's term is the shop's.
  const atFirst = fake.microsoft.get('pc-sub-1') as AtMicrosoft;
  fake.microsoft.set('pc-sub-1', { ...atFirst, commitmentEndDate: active.termEnd as string });
  // The table as the fake's commits of a change leave it, for the reads after a settled change.
  const commit = fake.ports.commit;
  const ports: ReconcilePorts = {
    ...fake.ports,
    commit: async (items, events) => {
      const committed = await commit(items, events);
      for (const { item } of items) {
        const {
          op,
          id,
          charge: _charge,
          ...changed
        } = (item.Put?.Item ?? {}) as Partial<StoredSubscription> & {
          op?: string;
          charge?: unknown;
        };
        const stored = id && fake.subscriptions.get(id);
        if (committed.ok && op === 'change' && stored) fake.subscriptions.set(id, { ...stored, ...changed });
      }
      return committed;
    },
    activeSubscriptions: async function* () {
      yield [...fake.subscriptions.values()];
    },
    timeLeftMs: () => timeLeftMs,
  };
  const atMicrosoft = (change: Partial<AtMicrosoft>, id = 'pc-sub-1') =>
    fake.microsoft.set(id, { ...(fake.microsoft.get('pc-sub-1') as AtMicrosoft), ...change });
  return { ...fake, ports, atMicrosoft };
};

const named = {
  tenantId: active.tenantId,
  partnerSubscriptionId: 'pc-sub-1',
  subscriptionId: active.id,
  sub: active.sub,
};

describe('the reconciliation with Partner Center', () => {
  it('finds nothing to do when the shop and Microsoft agree', async () => {
    const { ports, calls, commits } = setUp();
    expect(await reconcileSubscriptions(ports)).toEqual({
      tenants: 1,
      settled: 0,
      repaired: 0,
      unanswered: 0,
      deferred: 0,
      differences: [],
    });
    expect(calls).toEqual(['listSubscriptions']);
    expect(commits).toEqual([]);
  });

  it('settles a change Microsoft made but did not answer for: recorded with its charge, then the two agree', async () => {
    const fake = setUp();
    fake.lostAnswers.value = 1;
    await changeLicences(fake.ports, { sub: active.sub, subscriptionId: active.id, input: { quantity: 5 } });
    const reconciled = await reconcileSubscriptions(fake.ports);
    expect(reconciled).toMatchObject({ settled: 1, differences: [] });
    expect(fake.subscriptions.get(active.id)).toMatchObject({ quantity: 5 });
    expect(committedOps(fake.commits)).toEqual([{ ops: ['log:changed', 'change'], events: [] }]);
  });

  it('sets the renewal as Partner Center has it (auto-renew, the next term’s licences), logged as a change', async () => {
    const { ports, commits, atMicrosoft } = setUp();
    atMicrosoft({
      autoRenewEnabled: false,
      scheduled: { quantity: 2, termDuration: 'P1M', billingCycle: 'monthly' },
    });
    expect(await reconcileSubscriptions(ports)).toMatchObject({ repaired: 1, differences: [] });
    expect(committedOps(commits)).toEqual([{ ops: ['change', 'log:changed'], events: [] }]);
    expect(commits[0]?.items[0]?.item.Put?.Item).toMatchObject({ autoRenew: false, nextTermQuantity: 2 });
  });

  it('reports seats that differ, changing neither side', async () => {
    const { ports, commits, atMicrosoft, microsoft } = setUp();
    atMicrosoft({ quantity: 5 });
    expect((await reconcileSubscriptions(ports)).differences).toEqual([
      { kind: 'seats', ...named, shop: 3, microsoft: 5 },
    ]);
    expect(commits).toEqual([]);
    expect(microsoft.get('pc-sub-1')?.quantity).toBe(5);
  });

  it('reports one cancelled at Microsoft while its term runs in the shop', async () => {
    const { ports, atMicrosoft } = setUp();
    atMicrosoft({ status: 'deleted' });
    expect((await reconcileSubscriptions(ports)).differences).toEqual([
      { kind: 'cancelledAtMicrosoft', ...named, shop: 'active', microsoft: 'deleted' },
    ]);
  });

  it('reports one the shop names that Partner Center does not have', async () => {
    const { ports } = setUp([{ ...active, partnerSubscriptionId: 'pc-sub-9' }]);
    expect((await reconcileSubscriptions(ports)).differences).toEqual([
      { kind: 'missingAtMicrosoft', ...named, partnerSubscriptionId: 'pc-sub-9', shop: 'active' },
    ]);
  });

  it('reports one of Microsoft’s in the tenant that the shop does not name, once a day old (younger ones may be provisioning)', async () => {
    const { ports, atMicrosoft } = setUp();
    atMicrosoft({ creationDate: '2025-12-31T03:04:05.000Z', quantity: 4 }, 'pc-sub-2');
    atMicrosoft({ creationDate: '2026-01-02T00:00:00.000Z' }, 'pc-sub-3');
    expect((await reconcileSubscriptions(ports)).differences).toEqual([
      {
        kind: 'unknownAtMicrosoft',
        tenantId: active.tenantId,
        partnerSubscriptionId: 'pc-sub-2',
        microsoft: 4,
      },
    ]);
  });

  it('leaves a term Microsoft renewed and the shop has not billed yet to the renewal schedule', async () => {
    const { ports, atMicrosoft } = setUp();
    atMicrosoft({ commitmentEndDate: '2026-03-01T00:00:00.000Z', quantity: 2 });
    expect(await reconcileSubscriptions(ports)).toMatchObject({ repaired: 0, differences: [] });
  });

  it('leaves a subscription whose change is being made now to the next run', async () => {
    const { ports, progress, atMicrosoft } = setUp();
    atMicrosoft({ quantity: 5 });
    const id = `change-subscription#${active.id}`;
    progress.set(id, {
      id,
      workflow: 'change-subscription',
      request: 'live',
      status: 'running',
      finished: [],
      state: {},
      version: 1,
      leaseUntil: ports.clock().getTime() + 10_000,
    });
    expect(await reconcileSubscriptions(ports)).toMatchObject({ settled: 0, differences: [] });
  });

  it('counts a tenant Partner Center does not answer for, and goes on with the next', async () => {
    const other = { ...active, id: '01JD0000000000000000000001-0', tenantId: 'tenant-2' };
    const { ports } = setUp([active, other]);
    const partnerCenter = ports.partnerCenter();
    let asked = 0;
    ports.partnerCenter = () => ({
      ...partnerCenter,
      listSubscriptions: async (tenantId) => {
        asked += 1;
        if (tenantId === active.tenantId) throw new PartnerCenterError('unavailable', 'silent');
        return partnerCenter.listSubscriptions(tenantId);
      },
    });
    expect(await reconcileSubscriptions(ports)).toMatchObject({ tenants: 2, unanswered: 1, differences: [] });
    expect(asked).toBe(2);
  });

  it('starts no tenant with too little time left: deferred to the next run', async () => {
    const { ports, calls } = setUp([active], reconcileTimeMarginMs - 1);
    expect(await reconcileSubscriptions(ports)).toMatchObject({ tenants: 0, deferred: 1 });
    expect(calls).toEqual([]);
  });
});

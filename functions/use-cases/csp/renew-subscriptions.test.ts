import { describe, expect, it } from 'vitest';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { Order } from '../../lib/table/orders';
import type { OutboxItem } from '../../lib/table/outbox';
import type { GuardedItem } from '../../lib/table/transaction';
import { sampleOrder } from '../testing/fake-order-ports';
import {
  committedOps,
  fakeSubscriptionPorts,
  provisioningSubscription,
} from '../testing/fake-subscription-ports';
import {
  type RenewalPorts,
  renewalOrder,
  renewalReadAhead,
  renewalTimeMarginMs,
  renewSubscriptions,
} from './renew-subscriptions';

// What a renewal run does with a subscription whose term ended, by what Microsoft says
// of it, and the next term's order.

const due: StoredSubscription = {
  ...provisioningSubscription,
  state: 'active',
  autoRenew: true,
  partnerSubscriptionId: 'pc-sub-1',
  termStart: '2025-12-02T03:04:05.000Z',
  // The fake Partner Center's term ends on 2026-02-02: renewed there.
  termEnd: '2026-01-02T03:04:05.000Z',
  charges: [{ at: '2025-12-20T00:00:00.000Z', quantity: 2, net: 2_000 }],
};

const original = sampleOrder({ id: due.orderId, owner: { kind: 'client', sub: 'sub-1' } });

/** The customer's subscription on line `line` of the first order, its next term ordered ahead on that line. */
const aheadOn = (line: number): StoredSubscription => ({
  ...due,
  id: `${due.orderId}-${line}`,
  charges: [],
  prepaidOrderId: '01JPREPAID0000000000000000',
  prepaidOrderLine: line,
});

/**
 * A run over `pages` of due subscriptions, Microsoft answering each with `patch`; the time left is
 * `timeLeftMs`; the subscriptions `renewedBefore` were renewed by another run (their condition fails);
 * renewing every `readAhead` subscriptions read (by default a page at a time, so pages are batches);
 * the first orders are `order` in the currency `currencyOf` their id.
 */
const runOver = async (
  pages: StoredSubscription[][],
  patch: Record<string, unknown> = {},
  order: typeof original | undefined = undefined,
  timeLeftMs: (pagesRead: number) => number = () => Number.POSITIVE_INFINITY,
  renewedBefore: readonly string[] = [],
  readAhead = 1,
  currencyOf: (orderId: string) => Order['currency'] = () => original.currency,
) => {
  const fake = fakeSubscriptionPorts();
  const partnerCenter = fake.ports.partnerCenter();
  const found = await partnerCenter.getSubscription('t', 'pc-sub-1');
  let pagesRead = 0;
  const ports = {
    ...fake.ports,
    partnerCenter: () => ({ ...partnerCenter, listSubscriptions: async () => [{ ...found, ...patch }] }),
    dueForRenewal: async function* () {
      for (const page of pages) {
        pagesRead += 1;
        yield page;
      }
    },
    // The customer's first orders: `order` under each id asked (in the currency `currencyOf` the id).
    clientOrders: async (keys: { orderId: string }[]) =>
      order ? keys.map(({ orderId }) => ({ ...order, id: orderId, currency: currencyOf(orderId) })) : [],
    newOrderId: () => '01JNEXT00000000000000000000',
    timeLeftMs: () => timeLeftMs(pagesRead),
    commit: async (items: GuardedItem<string>[], events?: OutboxItem[]) => {
      const committed = await fake.ports.commit(items, events);
      const stale = items.some(
        ({ item, whenConditionFails }) =>
          whenConditionFails === 'renewed_before' && renewedBefore.includes(String(item.Put?.Item?.id)),
      );
      return stale ? { ok: false, code: 'renewed_before' } : committed;
    },
  } as unknown as RenewalPorts;
  const counts = await renewSubscriptions(ports, { urlReturn: () => '', urlStatus: '' }, readAhead);
  return {
    counts,
    commits: committedOps(fake.commits),
    items: fake.commits.flatMap((commit) => commit.items),
    pagesRead,
  };
};

const run = (
  subscription: StoredSubscription,
  patch: Record<string, unknown> = {},
  order: typeof original | undefined = undefined,
) => runOver([[subscription]], patch, order);

describe('a renewal run', () => {
  it.each([
    ['cancelled at Microsoft', { status: 'deleted' }],
    ['expired at Microsoft', { status: 'expired' }],
    ['with auto-renew off at Microsoft', { autoRenewEnabled: false }],
  ])('lets a subscription %s lapse', async (_, patch) => {
    const { counts, commits } = await run(due, patch);
    expect(counts).toMatchObject({ lapsed: 1, charged: 0 });
    expect(commits).toEqual([{ ops: ['lapse', 'log:lapsed'], events: [] }]);
  });

  it('renews a term ordered ahead by the renewal offer without ordering or charging it again', async () => {
    const ahead = { ...due, charges: [], prepaidOrderId: '01JPREPAID0000000000000000', prepaidOrderLine: 2 };
    const { counts, commits, items } = await run(ahead, {}, original);
    expect(counts).toMatchObject({ prepaid: 1, charged: 0, chargeFailed: 0 });
    expect(commits).toEqual([{ ops: ['renew', 'log:renewed'], events: [] }]);
    expect(items[0]?.item.Put?.Item).toMatchObject({ termOrderId: ahead.prepaidOrderId, termOrderLine: 2 });
  });

  it("renews a customer's subscriptions due together in one transaction", async () => {
    const { counts, commits, items } = await runOver([[aheadOn(0), aheadOn(1)]], {}, original);
    expect(counts).toMatchObject({ prepaid: 2 });
    expect(commits).toEqual([{ ops: ['renew', 'log:renewed', 'renew', 'log:renewed'], events: [] }]);
    expect(items.map(({ item }) => item.Put?.Item?.termOrderLine)).toEqual([0, undefined, 1, undefined]);
  });

  it("reads ahead, so a customer's subscriptions on different pages are renewed together", async () => {
    const { commits, pagesRead } = await runOver(
      [[aheadOn(0)], [aheadOn(1)]],
      {},
      original,
      undefined,
      [],
      renewalReadAhead,
    );
    expect(pagesRead).toBe(2);
    expect(commits).toEqual([{ ops: ['renew', 'log:renewed', 'renew', 'log:renewed'], events: [] }]);
  });

  it('orders apart the subscriptions whose first orders bill another way, and at most 40 together', async () => {
    const boughtIn = (orderId: string) => (orderId.endsWith('E') ? 'EUR' : 'PLN');
    const inEuro = { ...aheadOn(0), id: '01JEURO00000000000000000E-0', orderId: '01JEURO00000000000000000E' };
    const inZloty = Array.from({ length: 41 }, (_, line) => aheadOn(line));
    const { counts, commits } = await runOver(
      [[...inZloty, inEuro]],
      {},
      original,
      undefined,
      [],
      1,
      boughtIn,
    );
    expect(counts).toMatchObject({ prepaid: 42 });
    expect(commits.map(({ ops }) => ops.length / 2)).toEqual([40, 1, 1]);
  });

  it('renews each alone when one of them was renewed meanwhile by another run', async () => {
    const { counts, commits } = await runOver([[aheadOn(0), aheadOn(1)]], {}, original, undefined, [
      `${due.orderId}-0`,
    ]);
    expect(counts).toMatchObject({ prepaid: 1 });
    expect(commits.map(({ ops }) => ops.length)).toEqual([4, 2, 2]);
  });

  it('waits while Microsoft has not renewed it yet', async () => {
    const { counts, commits } = await run(due, { commitmentEndDate: due.termEnd });
    expect(counts).toMatchObject({ waiting: 1 });
    expect(commits).toEqual([]);
  });
});

describe('a renewal run near its timeout', () => {
  const ahead = { ...due, charges: [], prepaidOrderId: '01JPREPAID0000000000000000' };

  it('starts no renewal with less than the margin left, and reads no further page', async () => {
    const { counts, commits, pagesRead } = await runOver(
      [[ahead, ahead], [ahead]],
      {},
      original,
      () => renewalTimeMarginMs - 1,
    );
    expect(counts).toMatchObject({ prepaid: 0, deferred: 2 });
    expect(commits).toEqual([]);
    expect(pagesRead).toBe(1);
  });

  it('renews what it started and defers the rest to the next run once the time is up', async () => {
    const { counts, commits } = await runOver([[ahead], [ahead, ahead]], {}, original, (pagesRead) =>
      pagesRead > 1 ? 0 : Number.POSITIVE_INFINITY,
    );
    expect(counts).toMatchObject({ prepaid: 1, deferred: 2 });
    expect(commits).toHaveLength(1);
  });
});

describe("the next term's order", () => {
  it("bills the licences at the subscription's price and the last term's added licences, paid by card", () => {
    const placed = sampleOrder();
    // A business buyer: priced net, so the net adds up exactly.
    const business = sampleOrder({
      id: due.orderId,
      owner: { kind: 'client', sub: 'sub-1' },
      details: { ...placed.details, accountType: 'business' },
    });
    const order = renewalOrder(
      business,
      [{ subscription: due, quantity: 5 }],
      'NEXT',
      new Date('2026-01-02T04:00:00.000Z'),
    )?.order as Order;
    expect(order).toMatchObject({
      id: 'NEXT',
      status: 'unpaid',
      continues: due.orderId,
      paymentMethod: 9,
      shippingMethod: 'electronic',
    });
    expect(order.lines.map(({ quantity, unitNet }) => [quantity, unitNet])).toEqual([
      [5, due.unitNet],
      [1, 2_000],
    ]);
    expect(order.totals.total.net).toBe(5 * due.unitNet + 2_000);
  });

  it('bills only the added licences when the term was ordered ahead, and nothing without them', () => {
    const at = new Date('2026-01-02T04:00:00.000Z');
    const ahead = { ...due, prepaidOrderId: '01JPREPAID0000000000000000' };
    const billed = renewalOrder(original, [{ subscription: ahead, quantity: 5 }], 'NEXT', at);
    expect(billed?.order.lines.map(({ name, quantity }) => [name, quantity])).toEqual([
      [`${due.name} (+)`, 1],
    ]);
    expect(billed?.licenceLines).toEqual([undefined]);
    expect(
      renewalOrder(original, [{ subscription: { ...ahead, charges: [] }, quantity: 5 }], 'NEXT', at),
    ).toBeUndefined();
  });

  it("bills a customer's subscriptions together, each one's licences followed by its added ones", () => {
    const second = { ...due, id: `${due.orderId}-1`, name: 'Microsoft 365 E3', unitNet: 15_000, charges: [] };
    const ahead = { ...due, id: `${due.orderId}-2`, prepaidOrderId: '01JPREPAID0000000000000000' };
    const billed = renewalOrder(
      original,
      [
        { subscription: due, quantity: 5 },
        { subscription: ahead, quantity: 1 },
        { subscription: second, quantity: 2 },
      ],
      'NEXT',
      new Date('2026-01-02T04:00:00.000Z'),
    );
    expect(billed?.order.lines.map(({ name, quantity, unitNet }) => [name, quantity, unitNet])).toEqual([
      [due.name, 5, due.unitNet],
      [`${due.name} (+)`, 1, 2_000],
      [`${due.name} (+)`, 1, 2_000],
      ['Microsoft 365 E3', 2, 15_000],
    ]);
    expect(billed?.licenceLines).toEqual([0, undefined, 3]);
  });
});

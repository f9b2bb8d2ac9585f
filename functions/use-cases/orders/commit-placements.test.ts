import { describe, expect, it } from 'vitest';
import type { Order } from '../../lib/table/orders';
import type { GuardedItem } from '../../lib/table/transaction';
import { sampleOrder } from '../testing/fake-order-ports';
import type { UnnumberedOrder } from './commit-numbered-order';
import { commitPlacement, type PlacementRefusal, type QueuedPlacement } from './commit-placements';

// Placements waiting in one container for the order number share a transaction: over a table whose
// transactions hold their stock conditions (a take refused when the stock holds fewer units), every
// placement is decided by its own conditions, whichever placements it waited beside.

type Item = Record<string, unknown[]>;

const unnumbered = (id: string): UnnumberedOrder => {
  const { number: _, ...order } = sampleOrder({ id, createdAt: '2026-03-02T10:00:00.000Z' });
  return order;
};

/** Ports over counted stock: a transaction applies all its items or, at its first failed condition, none. */
const tableOver = (stock: Record<string, number>) => {
  const transactions: { items: Item[]; ok: boolean }[] = [];
  let last = 0;
  let hold: Promise<void> | undefined;
  const ports = {
    orderItems: {
      placed: (order: Order) => [{ putOrder: [order.id, order.number] }],
      numberTaken: (year: string, sequence: number, count: number) => ({ counter: [year, sequence, count] }),
    },
    placementItems: { takeStock: (productId: string, units: number) => ({ takeStock: [productId, units] }) },
    lastOrderSequence: async () => last,
    commit: async (guarded: GuardedItem<string>[]) => {
      await hold;
      const items = guarded.map(({ item }) => item as unknown as Item);
      if (items.some((item) => 'explode' in item)) throw new Error('the table failed this write');
      const failed = guarded.find(({ item }) => {
        const { takeStock, refuse } = item as unknown as Item;
        return refuse || (takeStock && (stock[takeStock[0] as string] ?? 0) < (takeStock[1] as number));
      });
      transactions.push({ items, ok: !failed });
      if (failed) return { ok: false as const, code: failed.whenConditionFails as string };
      for (const { takeStock, counter } of items) {
        if (takeStock)
          stock[takeStock[0] as string] = (stock[takeStock[0] as string] ?? 0) - (takeStock[1] as number);
        if (counter) last = counter[1] as number;
      }
      return { ok: true as const };
    },
  } as unknown as Parameters<typeof commitPlacement>[0];
  const reads: string[] = [];
  /** A placement taking `take` units, deleting `basket`, using `discount`; `own` its own item's kind. */
  const placement = (
    id: string,
    {
      take = {},
      basket = id,
      discount,
      own = 'own',
    }: {
      take?: Record<string, number>;
      basket?: string;
      discount?: string;
      own?: 'own' | 'refuse' | 'explode';
    } = {},
  ): QueuedPlacement => ({
    order: unnumbered(id),
    stockTaken: Object.entries(take).map(([productId, units]) => ({ productId, units })),
    unitsRead: new Map(Object.keys(take).map((productId) => [productId, stock[productId] ?? 0])),
    exclusive: [`basket ${basket}`, ...(discount ? [`discount ${discount}`] : [])],
    write: (order) => ({
      items: [{ item: { [own]: [order.id, order.number] } as never, whenConditionFails: 'order_stale' }],
      events: [],
    }),
    refusalNow: async (): Promise<PlacementRefusal | undefined> => {
      reads.push(id);
      return Object.entries(take).some(([productId, units]) => (stock[productId] ?? 0) < units)
        ? 'not_enough_stock'
        : undefined;
    },
  });
  /** Holds every transaction until the returned release is called. */
  const holdTransactions = () => {
    let release = () => {};
    hold = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      hold = undefined;
      release();
    };
  };
  const place = (each: QueuedPlacement) => commitPlacement(ports, each);
  return { transactions, reads, stock, placement, place, holdTransactions };
};

const numbersOf = (outcomes: Awaited<ReturnType<typeof commitPlacement>>[]) =>
  outcomes.map((outcome) => (outcome.ok ? outcome.order.number : outcome.code));

describe('placements waiting for the order number share a transaction', () => {
  it('commits a placement that found nobody waiting alone at once, without reading its refusal first', async () => {
    const table = tableOver({ laptop: 5 });
    const placed = await table.place(table.placement('a', { take: { laptop: 2 } }));
    expect(placed).toMatchObject({ ok: true, order: { id: 'a', number: '2026/000001' } });
    expect(table.transactions).toEqual([
      {
        ok: true,
        items: [
          { putOrder: ['a', '2026/000001'] },
          { takeStock: ['laptop', 2] },
          { own: ['a', '2026/000001'] },
          { counter: ['2026', 1, 1] },
        ],
      },
    ]);
    expect(table.reads).toEqual([]);
    expect(table.stock.laptop).toBe(3);
  });

  it('commits the placements that waited for a turn in one transaction: consecutive numbers, the stock taken as one sum, the counter moved once', async () => {
    const table = tableOver({ laptop: 5, mouse: 9 });
    const release = table.holdTransactions();
    const first = table.place(table.placement('a', { take: { laptop: 1 } }));
    await Promise.resolve(); // its turn began: its transaction is under way
    const waited = [
      table.place(table.placement('b', { take: { laptop: 2, mouse: 1 } })),
      table.place(table.placement('c', { take: { laptop: 1 } })),
    ];
    release();
    expect(numbersOf([await first, ...(await Promise.all(waited))])).toEqual([
      '2026/000001',
      '2026/000002',
      '2026/000003',
    ]);
    expect(table.transactions.map(({ items }) => items)).toEqual([
      [
        { putOrder: ['a', '2026/000001'] },
        { takeStock: ['laptop', 1] },
        { own: ['a', '2026/000001'] },
        { counter: ['2026', 1, 1] },
      ],
      [
        { putOrder: ['b', '2026/000002'] },
        { putOrder: ['c', '2026/000003'] },
        { takeStock: ['laptop', 3] },
        { takeStock: ['mouse', 1] },
        { own: ['b', '2026/000002'] },
        { own: ['c', '2026/000003'] },
        { counter: ['2026', 3, 2] },
      ],
    ]);
    expect(table.stock).toEqual({ laptop: 1, mouse: 8 });
    expect(table.reads).toEqual([]);
  });

  it('keeps a placement deleting a basket or using a discount code that another of the turn does for the next turn', async () => {
    const table = tableOver({});
    const outcomes = await Promise.all([
      table.place(table.placement('a', { basket: 'anna' })),
      table.place(table.placement('b', { basket: 'anna' })),
      table.place(table.placement('c', { discount: 'SPRING10' })),
      table.place(table.placement('d', { discount: 'SPRING10' })),
      table.place(table.placement('e')),
    ]);
    expect(outcomes.every(({ ok }) => ok)).toBe(true);
    const ownOf = (items: Item[]) => items.flatMap((item) => (item.own ? [item.own[0]] : []));
    expect(table.transactions.map(({ items }) => ownOf(items))).toEqual([
      ['a', 'c', 'e'],
      ['b', 'd'],
    ]);
    expect(numbersOf(outcomes)).toEqual([
      '2026/000001',
      '2026/000004',
      '2026/000002',
      '2026/000005',
      '2026/000003',
    ]);
  });

  it('commits each placement alone when the units they read do not cover their sum: the last units go to the first, the others refused by a read, not a transaction', async () => {
    const table = tableOver({ laptop: 2 });
    const outcomes = await Promise.all(
      ['a', 'b', 'c'].map((id) => table.place(table.placement(id, { take: { laptop: 1 } }))),
    );
    expect(numbersOf(outcomes)).toEqual(['2026/000001', '2026/000002', 'not_enough_stock']);
    expect(table.transactions.map(({ ok, items }) => [ok, items.length])).toEqual([
      [true, 4],
      [true, 4],
    ]);
    expect(table.reads).toEqual(['a', 'b', 'c']);
    expect(table.stock.laptop).toBe(0);
  });

  it('commits each placement alone when their shared transaction is refused by stock sold meanwhile elsewhere', async () => {
    const table = tableOver({ laptop: 5 });
    const placements = ['a', 'b', 'c'].map((id) => table.placement(id, { take: { laptop: 1 } }));
    table.stock.laptop = 2; // another container sold three after these placements read five
    const outcomes = await Promise.all(placements.map(table.place));
    expect(numbersOf(outcomes)).toEqual(['2026/000001', '2026/000002', 'not_enough_stock']);
    expect(table.transactions.map(({ ok, items }) => [ok, items.length])).toEqual([
      [false, 8], // together: three orders, one stock sum, three own items, the counter
      [true, 4],
      [true, 4],
    ]);
    expect(table.stock.laptop).toBe(0);
  });

  it('answers a basket changed meanwhile to its own placement alone, the others of its turn placed', async () => {
    const table = tableOver({});
    const outcomes = await Promise.all([
      table.place(table.placement('a')),
      table.place(table.placement('b', { own: 'refuse' })),
      table.place(table.placement('c')),
    ]);
    expect(numbersOf(outcomes)).toEqual(['2026/000001', 'order_stale', '2026/000002']);
  });

  it("makes a failed shared write each placement's own: the one whose write fails gets the error, the others are placed", async () => {
    const table = tableOver({});
    const [a, b, c] = await Promise.allSettled([
      table.place(table.placement('a')),
      table.place(table.placement('b', { own: 'explode' })),
      table.place(table.placement('c')),
    ]);
    expect(a).toMatchObject({ status: 'fulfilled', value: { ok: true, order: { number: '2026/000001' } } });
    expect(b).toMatchObject({ status: 'rejected', reason: { message: 'the table failed this write' } });
    expect(c).toMatchObject({ status: 'fulfilled', value: { ok: true, order: { number: '2026/000002' } } });
  });
});

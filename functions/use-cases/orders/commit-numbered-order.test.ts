import { describe, expect, it } from 'vitest';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { commitNewOrder, commitNewOrders, type UnnumberedOrder } from './commit-numbered-order';

const { number: _, ...unnumbered }: UnnumberedOrder & { number?: string } = sampleOrder({
  createdAt: '2026-03-02T10:00:00.000Z',
});

/** Order ports whose counter reads `last` in turn, refusing the number `taken` times first. */
const portsWith = (lastReads: number[], taken: number, refusal?: string) => {
  const refusing = fakeOrderPorts([], ['order_number_taken']);
  const failing = fakeOrderPorts([], refusal ? [refusal] : []);
  let read = 0;
  const ports = {
    ...failing.ports,
    lastOrderSequence: async (year: string) => {
      expect(year).toBe('2026');
      return lastReads[Math.min(read++, lastReads.length - 1)] ?? 0;
    },
    commit: ((items, events) =>
      (refusing.commits.length < taken ? refusing : failing).ports.commit(
        items,
        events,
      )) as typeof failing.ports.commit,
  };
  return { ports, commits: failing.commits, refused: refusing.commits };
};

describe('a new order takes the next number of its year with it', () => {
  it('commits the order numbered after the last one, with the counter moved in the same transaction', async () => {
    const { ports, commits } = portsWith([1233], 0);
    const placed = await commitNewOrder(ports, unnumbered, (order) => ({
      items: [{ item: { other: [order.number] } as never, whenConditionFails: 'order_stale' }],
      events: [],
    }));
    expect(placed).toMatchObject({ ok: true, order: { id: unnumbered.id, number: '2026/001234' } });
    expect(commits[0]?.items.map(({ item }) => item)).toEqual([
      { putOrder: [{ ...unnumbered, number: '2026/001234' }] },
      { other: ['2026/001234'] },
      { orderNumberTaken: ['2026', 1234, 1] },
    ]);
  });

  it('numbers several orders of one transaction one after another, the counter moved once past them all', async () => {
    const { ports, commits } = portsWith([11], 0);
    const second = { ...unnumbered, id: `${unnumbered.id}-2` };
    const placed = await commitNewOrders(ports, [unnumbered, second], (orders) => ({
      items: orders.map((order) => ({ item: { other: [order.number] } as never })),
      events: [],
    }));
    expect(placed).toMatchObject({
      ok: true,
      orders: [{ number: '2026/000012' }, { number: '2026/000013' }],
    });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items.map(({ item }) => item)).toEqual([
      { putOrder: [{ ...unnumbered, number: '2026/000012' }] },
      { putOrder: [{ ...second, number: '2026/000013' }] },
      { other: ['2026/000012'] },
      { other: ['2026/000013'] },
      { orderNumberTaken: ['2026', 13, 2] },
    ]);
  });

  it('reads the counter again when another order took the number, so no number repeats or is skipped', async () => {
    const { ports, commits, refused } = portsWith([7, 8, 9], 2);
    const placed = await commitNewOrder(ports, unnumbered, () => ({ items: [], events: [] }));
    expect(refused.map(({ items }) => items.at(-1)?.item)).toEqual([
      { orderNumberTaken: ['2026', 8, 1] },
      { orderNumberTaken: ['2026', 9, 1] },
    ]);
    expect(placed).toMatchObject({ ok: true, order: { number: '2026/000010' } });
    expect(commits).toHaveLength(1);
  });

  it("answers another item's refusal as a plain commit would, taking no number", async () => {
    const { ports } = portsWith([0], 0, 'not_enough_stock');
    const placed = await commitNewOrder(ports, unnumbered, () => ({
      items: [{ item: { takeStock: [] } as never, whenConditionFails: 'not_enough_stock' }],
      events: [],
    }));
    expect(placed).toEqual({ ok: false, code: 'not_enough_stock' });
  });

  it('takes the next number after the last this container took without reading the counter again', async () => {
    const { ports } = portsWith([41], 0);
    let reads = 0;
    const counted = {
      ...ports,
      lastOrderSequence: async (year: string) => {
        reads++;
        return ports.lastOrderSequence(year);
      },
    };
    const numbers: string[] = [];
    for (let i = 0; i < 3; i++) {
      const placed = await commitNewOrder(counted, unnumbered, () => ({ items: [], events: [] }));
      if (placed.ok) numbers.push(placed.order.number);
    }
    expect(numbers).toEqual(['2026/000042', '2026/000043', '2026/000044']);
    expect(reads).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { listMyOrders, listOrdersForStaff } from './list-orders';

const mine = (id: string, status: 'unpaid' | 'cancelled') =>
  sampleOrder({ id, status, owner: { kind: 'client', sub: 'anna' } });
const { ports } = fakeOrderPorts([
  mine('a', 'unpaid'),
  mine('b', 'cancelled'),
  sampleOrder({ id: 'eve', owner: { kind: 'client', sub: 'eve' } }),
  sampleOrder({ id: 'guest' }),
]);

describe('order lists', () => {
  it("lists only the customer's own orders, with the status filter, as the customer sees them", async () => {
    const all = await listMyOrders(ports, { sub: 'anna', filter: {} });
    expect(all.ok && all.value.orders.map((order) => order.id)).toEqual(['a', 'b']);
    const cancelled = await listMyOrders(ports, { sub: 'anna', filter: { status: 'cancelled' } });
    expect(cancelled.ok && cancelled.value.orders.map((order) => [order.id, order.actions])).toEqual([
      ['b', []],
    ]);
  });

  it("reads days as shop days: from Warsaw's midnight of the first to the last moment of the last", async () => {
    const asked: unknown[] = [];
    const listClientOrders: typeof ports.listClientOrders = async (_, filter) => {
      asked.push(filter);
      return { orders: [] };
    };
    await listMyOrders(
      { listClientOrders },
      { sub: 'anna', filter: { from: '2026-01-01', to: '2026-01-31' } },
    );
    expect(asked).toEqual([{ from: '2025-12-31T23:00:00.000Z', to: '2026-01-31T22:59:59.999Z' }]);
  });

  it('finds orders for staff by a phrase, keeping those the other filters allow', async () => {
    const numbered = (id: string, number: string, status: 'unpaid' | 'cancelled') =>
      sampleOrder({ id, number, status, email: 'zofia@example.pl' });
    const { ports: found } = fakeOrderPorts([
      numbered('z1', '2026/000007', 'unpaid'),
      numbered('z2', '2026/000008', 'cancelled'),
    ]);
    const ids = async (query: Parameters<typeof listOrdersForStaff>[1]) => {
      const page = await listOrdersForStaff(found, query);
      return page.ok && page.value.orders.map((order) => order.id);
    };
    expect(await ids({ q: '2026/7' })).toEqual(['z1']);
    expect(await ids({ q: 'Zofia@Example.pl' })).toEqual(['z1', 'z2']);
    expect(await ids({ q: 'Zofia@Example.pl', status: 'cancelled' })).toEqual(['z2']);
    expect(await ids({ q: ' - ' })).toEqual([]);
  });

  it("lists every owner's orders in a status for staff, with the staff's actions", async () => {
    const unpaid = await listOrdersForStaff(ports, { status: 'unpaid' });
    expect(unpaid.ok && unpaid.value.orders.map((order) => [order.id, order.actions])).toEqual([
      ['a', ['bookPayment', 'cancel']],
      ['eve', ['bookPayment', 'cancel']],
      ['guest', ['bookPayment', 'cancel']],
    ]);
  });
});

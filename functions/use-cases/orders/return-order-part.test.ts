import { describe, expect, it } from 'vitest';
import type { Order } from '../../lib/table/orders';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { returnOrderPart } from './return-order-part';

const delivered = (changes: Partial<Order> = {}) =>
  sampleOrder({
    status: 'finished',
    payment: 'done',
    owner: { kind: 'client', sub: 'anna' },
    lines: [
      { ...sampleOrder().lines[0], productId: 'laptop-1', quantity: 2 } as Order['lines'][number],
      { ...sampleOrder().lines[0], productId: 'dock-1', name: 'Dock', quantity: 1 } as Order['lines'][number],
    ],
    stockTaken: [{ productId: 'laptop-1', units: 2 }],
    ...changes,
  });

const eventsOf = (commits: { events: { detail: string }[] }[]) =>
  commits.flatMap(({ events }) => events.map((event) => JSON.parse(event.detail)));

describe('returnOrderPart (operations take back some units)', () => {
  it('appends the return, gives its counted units back and records it, with order.part-returned, in one transaction', async () => {
    const order = delivered();
    const { ports, commits } = fakeOrderPorts([order]);
    const returned = await returnOrderPart(ports, {
      orderId: order.id,
      lines: [{ productId: 'laptop-1', quantity: 1 }],
      staffEmail: 'obsluga@example.pl',
    });
    expect(returned).toMatchObject({
      ok: true,
      value: {
        status: 'finished',
        returns: [
          { id: 'return-1', at: fixedNow.toISOString(), lines: [{ productId: 'laptop-1', quantity: 1 }] },
        ],
      },
    });
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items).toEqual([
      {
        item: { partReturned: [order.id, 'return-1', [{ productId: 'laptop-1', quantity: 1 }]] },
        whenConditionFails: 'order_changed',
      },
      { item: { giveStockBack: ['laptop-1', 1] } },
      {
        item: {
          logReturn: [order.id, 'return-1', [{ productId: 'laptop-1', quantity: 1 }], 'obsluga@example.pl'],
        },
      },
    ]);
    expect(eventsOf(commits)).toMatchObject([
      {
        topics: [`order:${order.id}`],
        data: {
          orderId: order.id,
          returnId: 'return-1',
          lines: [{ productId: 'laptop-1', quantity: 1 }],
          stockProductIds: ['laptop-1'],
          guest: false,
        },
      },
    ]);
  });

  it('numbers a second return after the first and gives back nothing of an uncounted product', async () => {
    const order = delivered({
      returns: [
        { id: 'return-1', at: fixedNow.toISOString(), lines: [{ productId: 'laptop-1', quantity: 1 }] },
      ],
    });
    const { ports, commits } = fakeOrderPorts([order]);
    await returnOrderPart(ports, { orderId: order.id, lines: [{ productId: 'dock-1', quantity: 1 }] });
    expect(commits[0]?.items.map(({ item }) => Object.keys(item as object)[0])).toEqual([
      'partReturned',
      'logReturn',
    ]);
    expect(eventsOf(commits)[0]?.data).toMatchObject({ returnId: 'return-2' });
    expect(eventsOf(commits)[0]?.data.stockProductIds).toBeUndefined();
  });

  it.each([
    ['more units than were bought', [{ productId: 'laptop-1', quantity: 3 }], 'lines.0.quantity'],
    ['a product the order lacks', [{ productId: 'phone-1', quantity: 1 }], 'lines.0.productId'],
  ])('refuses %s as invalid_data naming it, committing nothing', async (_, lines, path) => {
    const { ports, commits } = fakeOrderPorts([delivered()]);
    expect(await returnOrderPart(ports, { orderId: delivered().id, lines })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path, message: 'invalid_value' }],
    });
    expect(commits).toEqual([]);
  });

  it('takes back only a delivered order, answers order_not_found and order_changed', async () => {
    const lines = [{ productId: 'laptop-1', quantity: 1 }];
    const sent = fakeOrderPorts([delivered({ status: 'toSend' })]);
    expect(await returnOrderPart(sent.ports, { orderId: delivered().id, lines })).toEqual({
      ok: false,
      code: 'order_cannot_be_returned',
    });
    expect(await returnOrderPart(fakeOrderPorts([]).ports, { orderId: 'none', lines })).toEqual({
      ok: false,
      code: 'order_not_found',
    });
    const raced = fakeOrderPorts([delivered()], ['order_changed']);
    expect(await returnOrderPart(raced.ports, { orderId: delivered().id, lines })).toEqual({
      ok: false,
      code: 'order_changed',
    });
  });
});

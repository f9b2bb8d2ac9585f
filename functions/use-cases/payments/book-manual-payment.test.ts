import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '#shared/orders/order-states';
import type { Order } from '../../lib/table/orders';
import { moveOrder } from '../orders/move-order';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';

/** The payment ports over `orders`, with the staff's find by id that moveOrder reads. */
const staffPorts = (orders: Order[], failing: string[] = []) => {
  const { ports, commits } = fakePaymentPorts({ orders, failing });
  const findOrder = async (id: string) => orders.find((order) => order.id === id);
  return { ports: { ...ports, findOrder }, commits };
};

const transferOrder = (status: OrderStatus) =>
  sampleOrder({ id: `order-${status}`, status, paymentMethod: 2, owner: { kind: 'client', sub: 'anna' } });

describe("operations' bookPayment goes through the payments' settlement", () => {
  it.each<[OrderStatus, OrderStatus]>([
    ['unpaid', 'toSend'],
    ['toSend', 'toSend'],
    ['finished', 'finished'],
  ])(
    'books a transfer of an order in %s: a paid payment, the move to %s, history and payment.settled in one transaction',
    async (from, to) => {
      const order = transferOrder(from);
      const { ports, commits } = staffPorts([order]);
      expect(
        await moveOrder(ports, { orderId: order.id, transition: { action: 'bookPayment' } }),
      ).toMatchObject({
        ok: true,
        value: { status: to, payment: 'done', progress: { payment: 'done' } },
      });
      expect(commits).toHaveLength(1);
      expect(commits[0]?.items.map(({ item }) => item)).toEqual([
        { putPayment: ['new-pay-1', 'paid', 123_00] },
        { moveOrder: [order.id, from, to, 'done', fixedNow.toISOString()] },
        {
          logMove: [
            order.id,
            'bookPayment',
            'operations',
            { amount: 123_00, currency: 'PLN', receivedOn: '2026-01-02' },
          ],
        },
        { history: ['anna', 'new-pay-1', 'accountPln', 123_00] },
      ]);
      const events = commits[0]?.events.map((event) => JSON.parse(event.detail)) ?? [];
      expect(events).toMatchObject([
        { data: { orderId: order.id, from, to, payment: 'done' } },
        {
          topics: [`order:${order.id}`],
          data: { paymentId: 'new-pay-1', method: 'transfer', source: 'accountPln' },
        },
      ]);
    },
  );

  it('refuses a second booking with the table refusal, committing nothing', async () => {
    const order = sampleOrder({ status: 'toSend', payment: 'done' });
    const { ports, commits } = staffPorts([order]);
    expect(await moveOrder(ports, { orderId: order.id, transition: { action: 'bookPayment' } })).toEqual({
      ok: false,
      code: 'order_cannot_be_paid',
    });
    expect(commits).toEqual([]);
  });

  it('answers order_changed when the order moved meanwhile', async () => {
    const order = transferOrder('unpaid');
    const { ports } = staffPorts([order], ['order_changed']);
    expect(await moveOrder(ports, { orderId: order.id, transition: { action: 'bookPayment' } })).toEqual({
      ok: false,
      code: 'order_changed',
    });
  });

  it('records what arrived and the day it did, with the member who booked it', async () => {
    const order = transferOrder('unpaid');
    const { ports, commits } = staffPorts([order]);
    const transition = { action: 'bookPayment', amount: 123_00, receivedOn: '2026-01-02' } as const;
    expect(
      await moveOrder(ports, { orderId: order.id, transition, staffEmail: 'obsluga@example.pl' }),
    ).toMatchObject({ ok: true, value: { status: 'toSend' } });
    expect(commits[0]?.items.map(({ item }) => item)).toContainEqual({
      logMove: [
        order.id,
        'bookPayment',
        'operations',
        'obsluga@example.pl',
        { amount: 123_00, currency: 'PLN', receivedOn: '2026-01-02' },
      ],
    });
  });

  it.each([
    ['an amount other than the total', { amount: 122_99 }, 'amount'],
    ['a day after today (shop time)', { receivedOn: '2026-01-03' }, 'receivedOn'],
    ['a day before the order', { receivedOn: '2026-01-01' }, 'receivedOn'],
  ])('refuses %s as invalid_data on that field, booking nothing', async (_, fields, path) => {
    const order = transferOrder('unpaid');
    const { ports, commits } = staffPorts([order]);
    const transition = { action: 'bookPayment', ...fields } as const;
    expect(await moveOrder(ports, { orderId: order.id, transition })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path, message: 'invalid_value' }],
    });
    expect(commits).toEqual([]);
  });
});

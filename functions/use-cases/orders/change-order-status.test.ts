import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/errors';
import type { PaymentState } from '#shared/orders/order-payment-states';
import type { OrderTransition } from '#shared/orders/order-requests';
import type { OrderStatus, OrderStatusAction } from '#shared/orders/order-states';
import type { Order } from '../../lib/table/orders';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentItems } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { cancelOrder } from './cancel-order';
import { moveOrder } from './move-order';

const customerOrder = (status: OrderStatus, payment: PaymentState = 'waiting') =>
  sampleOrder({ id: `order-${status}`, status, payment, owner: { kind: 'client', sub: 'anna' } });

/** The staff's transition of an action: a parcel sent with DPD. */
const transitionOf = (action: OrderStatusAction): OrderTransition =>
  action === 'send' ? { action, carrier: 'dpd', trackingNumber: '0000123456789U' } : { action };

const eventsOf = (commits: { events: { detail: string }[] }[]) =>
  commits.flatMap(({ events }) => events.map((event) => JSON.parse(event.detail)));

describe('cancelOrder (the customer)', () => {
  it.each<[string, Order, ErrorCode, string[]?]>([
    ['the order is paid and in realization', customerOrder('toSend'), 'order_cannot_be_cancelled'],
    ['the order is finished', customerOrder('finished'), 'order_cannot_be_cancelled'],
    ['the order is cancelled already', customerOrder('cancelled'), 'order_cannot_be_cancelled'],
    ['someone moved the order meanwhile', customerOrder('unpaid'), 'order_changed', ['order_changed']],
  ])('refuses when %s', async (_, order, code, failing = []) => {
    const { ports } = fakeOrderPorts([order], failing);
    const caller = { kind: 'client', sub: 'anna' } as const;
    expect(await cancelOrder(ports, { caller, orderId: order.id })).toEqual({ ok: false, code });
  });

  it('answers order_not_found for another customer and commits nothing', async () => {
    const { ports, commits } = fakeOrderPorts([customerOrder('unpaid')]);
    const caller = { kind: 'client', sub: 'eve' } as const;
    expect(await cancelOrder(ports, { caller, orderId: 'order-unpaid' })).toEqual({
      ok: false,
      code: 'order_not_found',
    });
    expect(commits).toEqual([]);
  });

  it('cancels an unpaid guest order through its link token, with order.status-changed on its live topic', async () => {
    const order = sampleOrder();
    const { ports, commits } = fakeOrderPorts([order]);
    const cancelled = await cancelOrder(ports, {
      caller: { kind: 'guest', token: 'good-token' },
      orderId: order.id,
    });
    expect(cancelled).toMatchObject({ ok: true, value: { status: 'cancelled', statusId: 5, actions: [] } });
    expect(commits[0]?.items).toEqual([
      {
        item: { moveOrder: [order.id, 'unpaid', 'cancelled', 'waiting', fixedNow.toISOString()] },
        whenConditionFails: 'order_changed',
      },
      { item: { logMove: [order.id, 'cancel', 'customer'] } },
    ]);
    expect(eventsOf(commits)).toMatchObject([
      {
        topics: [`order:${order.id}`],
        data: { orderId: order.id, from: 'unpaid', to: 'cancelled', guest: true, email: order.email },
      },
    ]);
  });
});

/** The order ports with the payment items a staff booking writes (functions/use-cases/payments/). */
const staffPorts = (orders: Order[], failing: string[] = []) => {
  const { ports, commits } = fakeOrderPorts(orders, failing);
  return { ports: { ...ports, paymentItems: fakePaymentItems, newPaymentId: () => 'pay-1' }, commits };
};

describe('moveOrder (operations staff)', () => {
  it.each<[OrderStatusAction, OrderStatus, PaymentState, ErrorCode]>([
    ['bookPayment', 'toSend', 'done', 'order_cannot_be_paid'],
    ['bookPayment', 'cancelled', 'waiting', 'order_cannot_be_paid'],
    ['send', 'unpaid', 'waiting', 'order_cannot_be_sent'],
    ['finish', 'cancelled', 'waiting', 'order_cannot_be_finished'],
    ['cancel', 'finished', 'waiting', 'order_cannot_be_cancelled'],
    ['return', 'toSend', 'waiting', 'order_cannot_be_returned'],
  ])('refuses %s from %s (payment %s) with the table refusal', async (action, status, payment, code) => {
    const order = customerOrder(status, payment);
    const { ports, commits } = staffPorts([order]);
    expect(await moveOrder(ports, { orderId: order.id, transition: transitionOf(action) })).toEqual({
      ok: false,
      code,
    });
    expect(commits).toEqual([]);
  });

  it('answers order_not_found for an unknown id and order_changed for a concurrent change', async () => {
    expect(
      await moveOrder(staffPorts([]).ports, { orderId: 'none', transition: transitionOf('send') }),
    ).toEqual({
      ok: false,
      code: 'order_not_found',
    });
    const { ports } = staffPorts([customerOrder('toSend')], ['order_changed']);
    expect(await moveOrder(ports, { orderId: 'order-toSend', transition: transitionOf('send') })).toEqual({
      ok: false,
      code: 'order_changed',
    });
  });

  it.each<[OrderStatusAction, OrderStatus, OrderStatus, 'waiting' | 'done']>([
    ['send', 'toSend', 'finished', 'waiting'],
    ['finish', 'toSend', 'finished', 'waiting'],
    ['cancel', 'toSend', 'cancelled', 'waiting'],
    ['return', 'finished', 'returned', 'waiting'],
  ])('%s moves %s to %s (payment %s) with its event', async (action, from, to, payment) => {
    const order = customerOrder(from);
    const { ports, commits } = staffPorts([order]);
    expect(await moveOrder(ports, { orderId: order.id, transition: transitionOf(action) })).toMatchObject({
      ok: true,
      value: { status: to, progress: { payment } },
    });
    expect(eventsOf(commits)).toMatchObject([{ data: { from, to, payment, guest: false } }]);
  });
});

describe('sending a parcel', () => {
  it('keeps the carrier and tracking number on the order, in its history with the member and in the status event', async () => {
    const order = customerOrder('toSend');
    const { ports, commits } = staffPorts([order]);
    const sent = await moveOrder(ports, {
      orderId: order.id,
      transition: { action: 'send', carrier: 'dpd', trackingNumber: '0000123456789U' },
      staffEmail: 'obsluga@example.pl',
    });
    expect(sent).toMatchObject({
      ok: true,
      value: {
        status: 'finished',
        shipment: { carrier: 'dpd', trackingNumber: '0000123456789U', sentAt: fixedNow.toISOString() },
      },
    });
    expect(commits[0]?.items.map(({ item }) => item)).toEqual([
      {
        moveOrder: [
          order.id,
          'toSend',
          'finished',
          'waiting',
          fixedNow.toISOString(),
          'dpd',
          '0000123456789U',
        ],
      },
      {
        logMove: [
          order.id,
          'send',
          'operations',
          'obsluga@example.pl',
          { carrier: 'dpd', trackingNumber: '0000123456789U' },
        ],
      },
    ]);
    expect(eventsOf(commits)).toMatchObject([
      { data: { to: 'finished', shipment: { carrier: 'dpd', trackingNumber: '0000123456789U' } } },
    ]);
  });

  it('sends a parcel-locker order with InPost only: another carrier is invalid_data on the carrier', async () => {
    const order = { ...customerOrder('toSend'), shippingMethod: 'parcel-locker' };
    const { ports, commits } = staffPorts([order]);
    const transition = { action: 'send', carrier: 'dhl', trackingNumber: '1234567890' } as const;
    expect(await moveOrder(ports, { orderId: order.id, transition })).toEqual({
      ok: false,
      code: 'invalid_data',
      fields: [{ path: 'carrier', message: 'invalid_value' }],
    });
    expect(commits).toEqual([]);
    const inpost = { ...transition, carrier: 'inpost' } as const;
    expect(await moveOrder(ports, { orderId: order.id, transition: inpost })).toMatchObject({ ok: true });
  });
});

describe('stock given back', () => {
  const stockTaken = [
    { productId: 'laptop-1', units: 2 },
    { productId: 'dock-1', units: 1 },
  ];
  const stockOf = (commits: { items: { item: unknown }[] }[]) =>
    commits
      .flatMap(({ items }) => items.map(({ item }) => item))
      .filter((item) => 'giveStockBack' in (item as object));

  it.each<[OrderStatusAction, OrderStatus]>([
    ['cancel', 'unpaid'],
    ['cancel', 'new'],
    ['cancel', 'toSend'],
    ['return', 'finished'],
  ])(
    '%s from %s gives the units the placement took back, in the move’s transaction',
    async (action, from) => {
      const order = { ...customerOrder(from), stockTaken };
      const { ports, commits } = staffPorts([order]);
      expect((await moveOrder(ports, { orderId: order.id, transition: transitionOf(action) })).ok).toBe(true);
      expect(commits).toHaveLength(1);
      expect(stockOf(commits)).toEqual([
        { giveStockBack: ['laptop-1', 2] },
        { giveStockBack: ['dock-1', 1] },
      ]);
    },
  );

  it('gives nothing back for a move that does not end the order, or an order that took nothing', async () => {
    const sent = staffPorts([{ ...customerOrder('toSend'), stockTaken }]);
    await moveOrder(sent.ports, { orderId: 'order-toSend', transition: transitionOf('send') });
    expect(stockOf(sent.commits)).toEqual([]);
    const untracked = staffPorts([customerOrder('unpaid')]);
    await moveOrder(untracked.ports, { orderId: 'order-unpaid', transition: transitionOf('cancel') });
    expect(untracked.commits).toHaveLength(1);
    expect(stockOf(untracked.commits)).toEqual([]);
  });

  it('a whole return after a part return gives back only the units still out', async () => {
    const returns = [
      { id: 'return-1', at: fixedNow.toISOString(), lines: [{ productId: 'laptop-1', quantity: 1 }] },
    ];
    const order = { ...customerOrder('finished'), stockTaken, returns };
    const { ports, commits } = staffPorts([order]);
    expect((await moveOrder(ports, { orderId: order.id, transition: transitionOf('return') })).ok).toBe(true);
    expect(stockOf(commits)).toEqual([{ giveStockBack: ['laptop-1', 1] }, { giveStockBack: ['dock-1', 1] }]);
  });

  it('gives back once: a second cancellation is refused and commits nothing', async () => {
    const order = { ...customerOrder('unpaid'), stockTaken };
    const first = staffPorts([order]);
    await cancelOrder(first.ports, { caller: { kind: 'client', sub: 'anna' }, orderId: order.id });
    expect(stockOf(first.commits)).toHaveLength(2);
    const again = staffPorts([{ ...order, status: 'cancelled' }]);
    expect(
      await cancelOrder(again.ports, { caller: { kind: 'client', sub: 'anna' }, orderId: order.id }),
    ).toEqual({
      ok: false,
      code: 'order_cannot_be_cancelled',
    });
    expect(again.commits).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { type OrderCaller, readOrder } from './read-order';

const guestOrder = sampleOrder();
const customersOrder = sampleOrder({ id: 'client-order', owner: { kind: 'client', sub: 'anna' } });
const { ports } = fakeOrderPorts([guestOrder, customersOrder]);

describe('readOrder', () => {
  it.each<[string, OrderCaller, string]>([
    ['another customer asks for a customer order', { kind: 'client', sub: 'eve' }, 'client-order'],
    ['a customer asks for a guest order', { kind: 'client', sub: 'anna' }, guestOrder.id],
    ['a guest asks without the link token', { kind: 'guest', token: undefined }, guestOrder.id],
    ['a guest asks with a wrong token', { kind: 'guest', token: 'guessed' }, guestOrder.id],
    [
      'a guest asks for a customer order with any token',
      { kind: 'guest', token: 'good-token' },
      'client-order',
    ],
    ['nobody has the id', { kind: 'client', sub: 'anna' }, 'no-such-order'],
  ])('answers order_not_found when %s', async (_, caller, orderId) => {
    expect(await readOrder(ports, { caller, orderId })).toEqual({ ok: false, code: 'order_not_found' });
  });

  it('shows a guest the order through its link token, with the progress and the cancel action', async () => {
    const read = await readOrder(ports, {
      caller: { kind: 'guest', token: 'good-token' },
      orderId: guestOrder.id,
    });
    expect(read).toMatchObject({
      ok: true,
      value: {
        id: guestOrder.id,
        status: 'unpaid',
        statusId: 2,
        progress: { order: 'placed', payment: 'waiting', realization: 'waiting' },
        actions: ['cancel'],
      },
    });
    expect(read.ok && ('owner' in read.value || 'linkTokenHash' in read.value)).toBe(false);
  });

  it('shows a customer their own order', async () => {
    const read = await readOrder(ports, { caller: { kind: 'client', sub: 'anna' }, orderId: 'client-order' });
    expect(read).toMatchObject({ ok: true, value: { id: 'client-order' } });
  });
});

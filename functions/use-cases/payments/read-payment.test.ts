import { describe, expect, it } from 'vitest';
import type { OrderCaller } from '../orders/read-order';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, samplePayment } from '../testing/fake-payment-ports';
import { readPayment } from './read-payment';

const annasOrder = sampleOrder({ id: 'annas', paymentMethod: 5, owner: { kind: 'client', sub: 'anna' } });
const guestOrder = sampleOrder({ paymentMethod: 5 });
const { ports } = fakePaymentPorts({
  orders: [annasOrder, guestOrder],
  payments: [
    samplePayment({
      paymentId: 'annas-pay',
      orderId: 'annas',
      method: 'online',
      redirectUrl: 'https://p24.test/x',
    }),
    samplePayment({ paymentId: 'guest-pay', orderId: guestOrder.id, state: 'paid', settledAt: 'then' }),
  ],
});
const anna: OrderCaller = { kind: 'client', sub: 'anna' };

describe('readPayment', () => {
  it('shows the owner a waiting payment with the provider page to go back to', async () => {
    expect(
      await readPayment(ports, { caller: anna, orderId: 'annas', paymentId: 'annas-pay' }),
    ).toMatchObject({
      ok: true,
      value: {
        paymentId: 'annas-pay',
        state: 'registered',
        amount: 123_00,
        redirectUrl: 'https://p24.test/x',
      },
    });
  });

  it('shows a guest with the order link token the paid payment', async () => {
    const caller: OrderCaller = { kind: 'guest', token: 'good-token' };
    expect(
      await readPayment(ports, { caller, orderId: guestOrder.id, paymentId: 'guest-pay' }),
    ).toMatchObject({
      ok: true,
      value: { state: 'paid', settledAt: 'then' },
    });
  });

  it.each<[string, OrderCaller, string, string]>([
    ["another customer asks for Anna's payment", { kind: 'client', sub: 'eve' }, 'annas', 'annas-pay'],
    ["Anna asks for another order's payment through her order", anna, 'annas', 'guest-pay'],
    ['a guest without the token', { kind: 'guest', token: undefined }, guestOrder.id, 'guest-pay'],
    ['nobody has the payment id', anna, 'annas', 'no-such-payment'],
  ])('answers order_not_found when %s', async (_, caller, orderId, paymentId) => {
    expect(await readPayment(ports, { caller, orderId, paymentId })).toEqual({
      ok: false,
      code: 'order_not_found',
    });
  });
});

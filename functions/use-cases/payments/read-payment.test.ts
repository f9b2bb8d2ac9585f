import { describe, expect, it } from 'vitest';
import type { OrderCaller } from '../orders/read-order';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, samplePayment } from '../testing/fake-payment-ports';
import { readInvoicePayment, readPayment } from './read-payment';

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
    ['a guest without the token', { kind: 'guest', token: undefined }, guestOrder.id, 'guest-pay'],
  ])('answers order_not_found when %s', async (_, caller, orderId, paymentId) => {
    expect(await readPayment(ports, { caller, orderId, paymentId })).toEqual({
      ok: false,
      code: 'order_not_found',
    });
  });

  it.each<[string, string]>([
    ["Anna asks for another order's payment through her order", 'guest-pay'],
    ['nobody has the payment id', 'no-such-payment'],
  ])('answers payment_not_found when %s', async (_, paymentId) => {
    expect(await readPayment(ports, { caller: anna, orderId: 'annas', paymentId })).toEqual({
      ok: false,
      code: 'payment_not_found',
    });
  });
});

describe('readInvoicePayment', () => {
  const invoice = { invoiceId: 'inv-1', guid: 'g'.repeat(22), number: 'FV/2026/11/000001' };
  const { ports: invoicePorts } = fakePaymentPorts({
    payments: [
      samplePayment({ paymentId: 'inv-pay', orderId: 'annas', invoice }),
      samplePayment({ paymentId: 'order-pay' }),
    ],
  });

  it('shows anyone with the pay link the payment started on it', async () => {
    expect(
      await readInvoicePayment(invoicePorts, { guid: invoice.guid, paymentId: 'inv-pay' }),
    ).toMatchObject({
      ok: true,
      value: { paymentId: 'inv-pay', state: 'registered' },
    });
  });

  it.each([
    ['another invoice', 'h'.repeat(22), 'inv-pay'],
    ['a payment of an order, not of the invoice', invoice.guid, 'order-pay'],
    ['no payment of that id', invoice.guid, 'no-such-payment'],
  ])('answers payment_not_found for %s', async (_, guid, paymentId) => {
    expect(await readInvoicePayment(invoicePorts, { guid, paymentId })).toEqual({
      ok: false,
      code: 'payment_not_found',
    });
  });
});

import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, fakeProvider, samplePayment } from '../testing/fake-payment-ports';
import { refundRequestIdOf } from './refund-order';
import { refundSurplus } from './refund-surplus';

const urlStatus = 'https://shop.test/api/payments/notifications/przelewy24/refunds';
const order = sampleOrder();
const surplus = samplePayment({
  paymentId: 'second-tab',
  orderId: order.id,
  state: 'paid',
  providerOrderId: 9003,
  surplus: true,
});
const refundsAsked = (calls: { name: string; args: unknown }[]) =>
  calls.filter((call) => call.name === 'refund').map((call) => call.args);

describe('refundSurplus', () => {
  it('asks a surplus back whole, once, and tells whom to mail what', async () => {
    const { provider, calls } = fakeProvider();
    const { ports, commits } = fakePaymentPorts({ provider, payments: [surplus], orders: [order] });
    expect(await refundSurplus(ports, { paymentId: 'second-tab', urlStatus })).toEqual({
      orderId: order.id,
      orderNumber: order.number,
      email: order.email,
      language: 'pl',
      guest: true,
      amount: surplus.amount,
      currency: 'PLN',
    });
    expect(refundsAsked(calls)).toEqual([
      expect.objectContaining({ requestId: refundRequestIdOf('second-tab'), amount: surplus.amount }),
    ]);
    expect(commits.flatMap(({ items }) => items.map(({ item }) => item))).toEqual([
      { refundAsked: ['second-tab', 'refund-second-tab'] },
    ]);
  });

  it('asks nothing again for a surplus whose refund was asked (a redelivery, or the cancellation first)', async () => {
    const { provider, calls } = fakeProvider();
    const asked = { ...surplus, refundRequestId: refundRequestIdOf('second-tab') };
    const { ports, commits } = fakePaymentPorts({ provider, payments: [asked], orders: [order] });
    expect(await refundSurplus(ports, { paymentId: 'second-tab', urlStatus })).toMatchObject({
      orderId: order.id,
    });
    expect(refundsAsked(calls)).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('gives back nothing of a payment that is no surplus, or no longer paid', async () => {
    const { provider, calls } = fakeProvider();
    const { surplus: _notOne, ...first } = surplus;
    const payments = [
      { ...first, paymentId: 'first' },
      { ...surplus, paymentId: 'refunded', state: 'refunded' as const },
    ];
    const { ports } = fakePaymentPorts({ provider, payments, orders: [order] });
    expect(await refundSurplus(ports, { paymentId: 'first', urlStatus })).toBeUndefined();
    expect(await refundSurplus(ports, { paymentId: 'refunded', urlStatus })).toBeUndefined();
    expect(refundsAsked(calls)).toEqual([]);
  });
});

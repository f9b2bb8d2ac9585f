import { describe, expect, it } from 'vitest';
import { paymentMethodIds } from '#shared/orders/payment-methods';
import { awaitsOnlinePayment, startMethodOf } from './start-method';

describe('the payment the redirection page starts', () => {
  it('is the provider method of an order placed with an online method (5, 9, 13, 14)', () => {
    expect(startMethodOf(paymentMethodIds.online)).toBe('online');
    expect(startMethodOf(paymentMethodIds.card)).toBe('card');
    expect(startMethodOf(paymentMethodIds.blik)).toBe('blik');
    expect(startMethodOf(paymentMethodIds.googlePay)).toBe('googlePay');
  });

  it('is none for a method not paid through the provider', () => {
    expect(startMethodOf(paymentMethodIds.transfer)).toBeUndefined();
    expect(startMethodOf(paymentMethodIds.cashOnDelivery)).toBeUndefined();
    expect(startMethodOf(paymentMethodIds.deferred)).toBeUndefined();
  });
});

describe('"pay now" on the status page', () => {
  const order = { status: 'unpaid', payment: 'waiting', paymentMethod: paymentMethodIds.online } as const;

  it('is offered for an unpaid order placed with an online method', () => {
    expect(awaitsOnlinePayment(order)).toBe(true);
  });

  it('is not offered once paid, cancelled, or for an offline method', () => {
    expect(awaitsOnlinePayment({ ...order, status: 'toSend', payment: 'done' })).toBe(false);
    expect(awaitsOnlinePayment({ ...order, status: 'cancelled' })).toBe(false);
    expect(awaitsOnlinePayment({ ...order, paymentMethod: paymentMethodIds.transfer })).toBe(false);
  });
});

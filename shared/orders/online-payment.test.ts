import { describe, expect, it } from 'vitest';
import { type OrderToPay, onlineMethodToPay, paymentPromptOf, paymentWaitOf } from './online-payment';
import { paymentMethodIds } from './payment-methods';

const unpaid = (paymentMethod: number, changes: Partial<OrderToPay> = {}): OrderToPay => ({
  status: 'unpaid',
  payment: 'waiting',
  paymentMethod,
  currency: 'PLN',
  ...changes,
});
const declined = { financingDeclined: { applicationId: 'FIN-1', decidedAt: '2026-11-26T10:00:00Z' } };

describe('the online payment an order waits for', () => {
  it.each([
    ['online', 'online'],
    ['card', 'card'],
    ['blik', 'blik'],
    ['googlePay', 'googlePay'],
    ['payPal', 'payPal'],
  ] as const)('is the method itself for an unpaid order placed with %s', (method, paid) => {
    expect(onlineMethodToPay(unpaid(paymentMethodIds[method]))).toBe(paid);
  });

  it.each(['transfer', 'cashOnDelivery', 'deferred'] as const)(
    'is none for an order placed with %s',
    (method) => {
      expect(onlineMethodToPay(unpaid(paymentMethodIds[method]))).toBeUndefined();
    },
  );

  it('is the provider page once staff confirmed the availability (the order is unpaid), not before', () => {
    const confirmation = paymentMethodIds.availabilityConfirmation;
    expect(onlineMethodToPay(unpaid(confirmation))).toBe('online');
    expect(onlineMethodToPay(unpaid(confirmation, { status: 'new' }))).toBeUndefined();
    expect(onlineMethodToPay(unpaid(confirmation, { currency: 'USD' }))).toBeUndefined();
  });

  it.each(['credit', 'leasing'] as const)(
    'is the provider page for %s only after the financing partner declined it',
    (method) => {
      expect(onlineMethodToPay(unpaid(paymentMethodIds[method]))).toBeUndefined();
      expect(onlineMethodToPay(unpaid(paymentMethodIds[method], declined))).toBe('online');
    },
  );

  it('is none once paid or cancelled', () => {
    const card = paymentMethodIds.card;
    expect(onlineMethodToPay(unpaid(card, { status: 'toSend', payment: 'done' }))).toBeUndefined();
    expect(onlineMethodToPay(unpaid(card, { status: 'cancelled' }))).toBeUndefined();
    expect(onlineMethodToPay(unpaid(card, { payment: 'done' }))).toBeUndefined();
  });
});

describe('what an order’s payment waits for (the status page’s note)', () => {
  it('is the availability confirmation while such an order is new, nothing once confirmed', () => {
    const confirmation = paymentMethodIds.availabilityConfirmation;
    expect(paymentWaitOf(unpaid(confirmation, { status: 'new' }))).toBe('availability');
    expect(paymentWaitOf(unpaid(confirmation))).toBeUndefined();
  });

  it.each(['credit', 'leasing'] as const)(
    'is the financing partner for unpaid %s, then its refusal',
    (method) => {
      expect(paymentWaitOf(unpaid(paymentMethodIds[method]))).toBe('financing');
      expect(paymentWaitOf(unpaid(paymentMethodIds[method], declined))).toBe('financingDeclined');
      expect(
        paymentWaitOf(unpaid(paymentMethodIds[method], { status: 'toSend', payment: 'done' })),
      ).toBeUndefined();
    },
  );

  it.each(['card', 'transfer', 'deferred'] as const)('is nothing for %s', (method) => {
    expect(paymentWaitOf(unpaid(paymentMethodIds[method]))).toBeUndefined();
  });
});

describe('what the status page asks of the buyer about the payment', () => {
  it('offers "pay now" and the notes while the payment she came back from is not paid', () => {
    expect(paymentPromptOf(unpaid(paymentMethodIds.card), 'registered')).toEqual({
      wait: undefined,
      payWith: 'card',
    });
    expect(paymentPromptOf(unpaid(paymentMethodIds.credit, declined), 'failed')).toEqual({
      wait: 'financingDeclined',
      payWith: 'online',
    });
  });

  it('asks nothing once that payment reads paid, though the order read before it still waits', () => {
    expect(paymentPromptOf(unpaid(paymentMethodIds.card), 'paid')).toEqual({
      wait: undefined,
      payWith: undefined,
    });
    expect(paymentPromptOf(unpaid(paymentMethodIds.credit, declined), 'paid')).toEqual({
      wait: undefined,
      payWith: undefined,
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { ProductKind } from '../catalogue/product';
import { accountTypeIds } from '../identity/account-types';
import type { Currency } from '../locale';
import { placedStatus } from './order-states';
import {
  deferredPaymentDays,
  financingMinimumNet,
  isFreeTrialLine,
  mayPayWith,
  type PaymentBasket,
  type PaymentMethod,
  paymentMethodIds,
  paymentMethodOfId,
  paymentMethodRules,
  paymentMethodsFor,
  secondReading,
} from './payment-methods';

const laptopBasket: PaymentBasket = {
  currency: 'PLN',
  net: 400_000,
  kinds: ['hardware'],
  accountType: null,
  onDemand: false,
  freeTrial: false,
};
const basket = (changes: Partial<PaymentBasket>): PaymentBasket => ({ ...laptopBasket, ...changes });
const offered = (changes: Partial<PaymentBasket>) =>
  paymentMethodsFor(basket(changes)).map(({ method }) => method);

describe('the shop payment methods (spec section 3)', () => {
  it('numbers them 1–14 as the spec does', () => {
    expect(Object.values(paymentMethodIds)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(paymentMethodIds).toMatchObject({
      cashOnDelivery: 1,
      transfer: 2,
      deferred: 4,
      card: 9,
      blik: 13,
    });
  });

  it.each([
    [5, 'card'],
    [9, 'card'],
    [13, 'blik'],
    [15, 'card'],
  ] as const)('reads id %i of the second reading as %s', (id, method) => {
    expect(secondReading[id].method).toBe(method);
  });

  it('agrees with the second reading on BLIK, 13 in both', () => {
    expect(paymentMethodOfId(13)).toBe(secondReading[13].method);
  });

  it('offers at checkout every method but marketplace orders', () => {
    const atCheckout = Object.entries(paymentMethodRules)
      .filter(([, rules]) => rules.atCheckout)
      .map(([method]) => method);
    expect(atCheckout).not.toContain('marketplace');
    expect(atCheckout).toHaveLength(13);
  });

  it('gives deferred payment a 7-day term (spec section 9)', () => {
    expect(deferredPaymentDays).toBe(7);
    expect(paymentMethodRules.deferred.termDays).toBe(7);
  });

  it.each([
    ['transfer', 'unpaid'],
    ['cashOnDelivery', 'toSend'],
    ['deferred', 'toSend'],
    ['card', 'unpaid'],
    ['credit', 'unpaid'],
    ['leasing', 'unpaid'],
    ['availabilityConfirmation', 'new'],
  ] as const)('leaves an order paid by %s in %s after placement', (method, status) => {
    expect(placedStatus(paymentMethodRules[method])).toBe(status);
  });
});

describe('which methods apply to a basket', () => {
  it('offers a guest buying a laptop in złoty everything but deferred payment, leasing and Sofort, in id order', () => {
    expect(paymentMethodsFor(laptopBasket)).toEqual([
      { method: 'cashOnDelivery', id: 1 },
      { method: 'transfer', id: 2 },
      { method: 'payPal', id: 3 },
      { method: 'online', id: 5 },
      { method: 'card', id: 9 },
      { method: 'credit', id: 11 },
      { method: 'blik', id: 13 },
      { method: 'googlePay', id: 14 },
    ]);
  });

  it('never offers marketplace orders at checkout', () => {
    for (const accountType of [null, accountTypeIds.customer, accountTypeIds.business])
      for (const onDemand of [false, true])
        expect(offered({ accountType, onDemand })).not.toContain('marketplace');
  });

  it('offers a signed-in buyer of a free trial costing nothing now the free trial alone, a guest nothing', () => {
    const trial = { kinds: ['m365-subscription'], net: 0, freeTrial: true } as const;
    for (const accountType of [accountTypeIds.customer, accountTypeIds.business])
      expect(offered({ ...trial, accountType })).toEqual(['freeTrial']);
    expect(offered({ ...trial, accountType: null })).toEqual([]);
    expect(offered({ accountType: accountTypeIds.customer })).not.toContain('freeTrial');
  });

  it.each([
    [{ unitNet: 0, afterFirstMonthNet: 4900 }, true],
    [{ unitNet: 2450, afterFirstMonthNet: 4900 }, false],
    [{ unitNet: 0 }, false],
  ])('reads a basket line %j as a free trial: %s', (line, trial) => {
    expect(isFreeTrialLine(line)).toBe(trial);
  });

  it('offers a basket with a product delivered on demand availability confirmation alone', () => {
    for (const accountType of [null, accountTypeIds.customer, accountTypeIds.business])
      expect(offered({ accountType, onDemand: true })).toEqual(['availabilityConfirmation']);
    expect(offered({ onDemand: false })).not.toContain('availabilityConfirmation');
  });

  it.each([
    ['PLN', true],
    ['EUR', true],
    ['USD', false],
  ] as const)('offers availability confirmation in %s (paid online once confirmed): %s', (currency, yes) => {
    expect(offered({ currency, onDemand: true }).includes('availabilityConfirmation')).toBe(yes);
  });

  it.each([
    [['hardware'], true],
    [['hardware', 'hardware'], true],
    [['hardware', 'perpetual-licence'], false],
    [['open-licence'], false],
    [['m365-subscription'], false],
    [['it-service'], false],
    [['device-as-a-service'], false],
  ] as [ProductKind[], boolean][])('offers cash on delivery for a basket of %j: %s', (kinds, cod) => {
    expect(offered({ kinds }).includes('cashOnDelivery')).toBe(cod);
  });

  it.each([
    [null, false],
    [accountTypeIds.customer, false],
    [accountTypeIds.business, true],
    [accountTypeIds.partner, true],
  ] as const)('offers deferred payment to account type %s: %s', (accountType, deferred) => {
    expect(offered({ accountType }).includes('deferred')).toBe(deferred);
  });

  it.each([
    [accountTypeIds.business, 'PLN', 100_000, true],
    [accountTypeIds.business, 'PLN', 99_999, false],
    [accountTypeIds.business, 'EUR', 23_500, true],
    [accountTypeIds.business, 'EUR', 23_499, false],
    [accountTypeIds.customer, 'PLN', 1_000_000, false],
    [null, 'PLN', 1_000_000, false],
  ] as const)(
    'offers leasing to account type %s for %s %i net: %s',
    (accountType, currency, net, leasing) => {
      expect(offered({ accountType, currency, net }).includes('leasing')).toBe(leasing);
    },
  );

  it.each([
    [null, true],
    [accountTypeIds.customer, true],
    [accountTypeIds.business, false],
  ] as const)('offers consumer credit to account type %s: %s', (accountType, credit) => {
    expect(offered({ accountType }).includes('credit')).toBe(credit);
  });

  it.each([
    ['PLN', 30_000, true],
    ['PLN', 29_999, false],
    ['EUR', 1_000_000, false],
  ] as const)(
    'offers consumer credit for %s %i net: %s (from 300 zł, in złoty only)',
    (currency, net, credit) => {
      expect(offered({ currency, net }).includes('credit')).toBe(credit);
      expect(financingMinimumNet.credit[currency] ?? null).toBe(currency === 'PLN' ? 30_000 : null);
    },
  );

  it.each([
    ['PLN', ['cashOnDelivery', 'transfer', 'payPal', 'online', 'card', 'blik', 'googlePay']],
    ['EUR', ['transfer', 'payPal', 'online', 'card', 'googlePay']],
    ['GBP', ['transfer', 'payPal', 'online', 'card', 'googlePay']],
    ['CZK', ['transfer', 'payPal', 'online', 'card', 'googlePay']],
    ['CHF', ['transfer']],
    ['USD', ['transfer']],
  ] as [Currency, PaymentMethod[]][])(
    'takes in %s the currency-bound methods %j (the provider takes PLN, EUR, GBP and CZK; BLIK only złoty)',
    (currency, methods) => {
      const bound = ['cashOnDelivery', 'transfer', 'payPal', 'online', 'sofort', 'card', 'blik', 'googlePay'];
      expect(offered({ currency }).filter((method) => bound.includes(method))).toEqual(methods);
    },
  );

  it.each(['PLN', 'EUR', 'GBP', 'CZK', 'CHF'] as const)(
    'never offers Sofort, which the provider does not list, in %s',
    (currency) => {
      expect(offered({ currency })).not.toContain('sofort');
    },
  );

  it.each([
    ['transfer', null, true],
    ['cashOnDelivery', null, true],
    ['deferred', accountTypeIds.business, true],
    ['deferred', null, false],
    ['card', null, true],
    ['blik', null, true],
    ['credit', null, true],
    ['leasing', accountTypeIds.business, true],
    ['availabilityConfirmation', null, false],
    ['freeTrial', null, false],
  ] as const)('lets an order be placed with %s by account type %s: %s', (method, accountType, payable) => {
    expect(mayPayWith(basket({ accountType }), method)).toBe(payable);
  });
});

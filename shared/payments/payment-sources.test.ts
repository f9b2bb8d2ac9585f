import { describe, expect, it } from 'vitest';
import { paymentSourceIds, paymentSourceOf, sourceIdIn } from './payment-sources';

describe('payment sources, both readings of spec section 3', () => {
  it('keeps every id inside the readings: 1–28 and 1021–1028', () => {
    for (const [source, id] of Object.entries(paymentSourceIds))
      expect(id <= 28 || (id >= 1021 && id <= 1028), source).toBe(true);
  });

  it('uses in the first reading only its ids: 1–25, 1021, 1022, 1026, 1027', () => {
    const first = new Set([...Array.from({ length: 25 }, (_, i) => i + 1), 1021, 1022, 1026, 1027]);
    for (const source of Object.keys(paymentSourceIds) as (keyof typeof paymentSourceIds)[])
      expect(first.has(sourceIdIn(source, 'first')), source).toBe(true);
  });

  it.each([
    ['blik', 26, 7],
    ['googlePay', 27, 7],
    ['card', 28, 7],
    ['germanAccountEur', 1023, 1022],
    ['przelewy24', 7, 7],
    ['accountPln', 1021, 1021],
    ['transfer', 1, 1],
  ] as const)('numbers %s %i in the second reading and %i in the first', (source, second, first) => {
    expect(sourceIdIn(source, 'second')).toBe(second);
    expect(sourceIdIn(source, 'first')).toBe(first);
  });

  it.each([
    ['online', 'PLN', 'przelewy24'],
    ['blik', 'PLN', 'blik'],
    ['googlePay', 'EUR', 'googlePay'],
    ['card', 'GBP', 'card'],
    ['payPal', 'EUR', 'payPal'],
    ['transfer', 'PLN', 'accountPln'],
    ['transfer', 'EUR', 'accountEur'],
    ['transfer', 'GBP', 'accountGbp'],
    ['transfer', 'USD', 'accountUsd'],
    ['transfer', 'CHF', 'foreignTransfer'],
    ['deferred', 'PLN', 'accountPln'],
    ['deferred', 'CZK', 'foreignTransfer'],
    ['credit', 'PLN', 'accountPln'],
    ['leasing', 'EUR', 'accountEur'],
    ['cashOnDelivery', 'PLN', 'cashOnDelivery'],
  ] as const)('books a payment by %s in %s from %s', (method, currency, source) => {
    expect(paymentSourceOf(method, currency)).toBe(source);
  });
});

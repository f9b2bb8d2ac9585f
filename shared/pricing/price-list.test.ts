import { describe, expect, it } from 'vitest';
import type { ExchangeRateTable } from './exchange-rates';
import {
  netPricesSchema,
  type PriceContext,
  type ProductPrices,
  priceListFor,
  productPricesSchema,
} from './price-list';

const rateTables: ExchangeRateTable[] = [
  {
    date: '2026-01-02',
    plnPerUnit: {
      USD: 3.64,
      EUR: 4.22,
      CZK: 0.174,
      GBP: 4.81,
      CHF: 4.54,
      NOK: 0.36,
      SEK: 0.385,
      DKK: 0.5655,
    },
  },
  {
    date: '2026-02-02',
    plnPerUnit: { USD: 3.7, EUR: 4.3, CZK: 0.18, GBP: 4.9, CHF: 4.6, NOK: 0.37, SEK: 0.39, DKK: 0.58 },
  },
];
const poland: PriceContext = { vatRate: 2300, rateTables, day: '2026-01-15' };

// Microsoft 365 Business Standard, monthly: 49.90 net, list 59.90, first month 1.00.
const subscription: ProductPrices = {
  PLN: { price: 4990, list: 5990, firstMonth: 100, afterFirstMonth: 4990 },
  EUR: { price: 1190, list: 1390 },
};

describe('priceListFor', () => {
  it('gives net, VAT and gross of each line at the buyer rate', () => {
    expect(priceListFor(subscription, 'PLN', poland)).toEqual({
      currency: 'PLN',
      vatRate: 2300,
      price: { net: 4990, vat: 1148, gross: 6138 },
      list: { net: 5990, vat: 1378, gross: 7368 },
      firstMonth: { net: 100, vat: 23, gross: 123 },
      afterFirstMonth: { net: 4990, vat: 1148, gross: 6138 },
      savings: { net: 1000, vat: 230, gross: 1230 },
    });
  });

  it('uses an explicit price list and records no derivation', () => {
    const eur = priceListFor(subscription, 'EUR', { ...poland, vatRate: 1900 });
    expect(eur.price).toEqual({ net: 1190, vat: 226, gross: 1416 });
    expect(eur.derivedFrom).toBeUndefined();
  });

  it('derives a missing currency from PLN at the table in force and records the rate and date', () => {
    const chf = priceListFor(subscription, 'CHF', { ...poland, vatRate: 810 });
    expect(chf.price).toEqual({ net: 1099, vat: 89, gross: 1188 }); // 49.90 / 4.54 = 10.991
    expect(chf.firstMonth?.net).toBe(22); // 1.00 / 4.54 = 0.22
    expect(chf.derivedFrom).toEqual({ currency: 'PLN', rate: 4.54, date: '2026-01-02' });
    const later = priceListFor(subscription, 'CHF', { ...poland, day: '2026-02-02' });
    expect(later.derivedFrom).toEqual({ currency: 'PLN', rate: 4.6, date: '2026-02-02' });
  });

  it('rounds a derived crown price to whole units; gross follows by the VAT rule', () => {
    const czk = priceListFor(subscription, 'CZK', { ...poland, vatRate: 2100 });
    expect(czk.price).toEqual({ net: 28_700, vat: 6027, gross: 34_727 }); // 49.90 / 0.174 = 286.78
    expect(czk.list?.net).toBe(34_400);
  });

  it('keeps every amount an integer and net + vat = gross on every line', () => {
    for (const currency of ['PLN', 'USD', 'EUR', 'CZK', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK'] as const) {
      for (const vatRate of [2300, 810, 2550, 2700]) {
        const list = priceListFor({ PLN: { price: 12_345, list: 23_457 } }, currency, { ...poland, vatRate });
        for (const line of [list.price, list.list, list.savings]) {
          if (!line) throw new Error('missing line');
          expect([line.net, line.vat, line.gross].every(Number.isInteger)).toBe(true);
          expect(line.net + line.vat).toBe(line.gross);
        }
      }
    }
  });

  it.each([
    ['no list price', { price: 5000 }],
    ['a list price equal to the price', { price: 5000, list: 5000 }],
    ['a list price below the price', { price: 5000, list: 4000 }],
  ])('saves nothing with %s (savings are never negative)', (_, prices) => {
    expect(priceListFor({ PLN: prices }, 'PLN', poland).savings).toEqual({ net: 0, vat: 0, gross: 0 });
  });

  it('refuses to derive when no rate table is in force', () => {
    expect(() => priceListFor(subscription, 'USD', { ...poland, day: '2025-12-31' })).toThrow(RangeError);
  });
});

describe('price schemas', () => {
  it.each([
    ['fractional minor units', { price: 49.9 }],
    ['a negative price', { price: -1 }],
    ['a first month without the price after it', { price: 4990, firstMonth: 100 }],
    ['an unknown field', { price: 4990, gross: 6138 }],
  ])('reject %s', (_, prices) => {
    expect(netPricesSchema.safeParse(prices).success).toBe(false);
  });

  it('require a PLN price list and accept explicit lists for other shop currencies only', () => {
    expect(productPricesSchema.safeParse(subscription).success).toBe(true);
    expect(productPricesSchema.safeParse({ EUR: { price: 1190 } }).success).toBe(false);
    expect(productPricesSchema.safeParse({ PLN: { price: 4990 }, JPY: { price: 1 } }).success).toBe(false);
  });
});

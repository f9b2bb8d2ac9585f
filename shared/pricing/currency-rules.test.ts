import { describe, expect, it } from 'vitest';
import { currencies } from '../locale';
import { currencyRules } from './currency-rules';
import { convertFromPln, exchangeRateTables, rateTableFor } from './exchange-rates';

describe('currencyRules', () => {
  it('has a code, a unique id and a symbol for every shop currency', () => {
    for (const currency of currencies) expect(currencyRules[currency].code).toBe(currency);
    expect(new Set(currencies.map((currency) => currencyRules[currency].id)).size).toBe(currencies.length);
    expect(currencyRules.PLN.symbol).toBe('zł');
    expect(currencyRules.EUR.symbol).toBe('€');
  });

  it('rounds derived prices to 0.01 for EUR, USD, GBP, CHF and to whole units for the crowns', () => {
    expect(currencies.filter((currency) => currencyRules[currency].roundingStep === 100)).toEqual([
      'CZK',
      'NOK',
      'SEK',
      'DKK',
    ]);
  });

  it('ships free from 300 PLN (spec section 9)', () => {
    expect(currencyRules.PLN.freeShippingGross).toBe(30_000);
  });

  // Thresholds in other currencies: the PLN value at the 2026-01-02 table, rounded down to 5 units
  // (50 for the crowns), so a threshold is never dearer than in PLN.
  const table = rateTableFor(exchangeRateTables, '2026-01-02');
  const foreign = ['USD', 'EUR', 'CZK', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK'] as const;

  it.each(foreign)('derives the %s free-shipping and leasing thresholds from PLN', (currency) => {
    if (!table) throw new Error('no rate table on 2026-01-02');
    const niceStep = currencyRules[currency].roundingStep === 100 ? 5000 : 500;
    const derived = (pln: number) =>
      Math.floor(convertFromPln(pln, currency, table).money.amount / niceStep) * niceStep;
    expect(currencyRules[currency].freeShippingGross).toBe(derived(currencyRules.PLN.freeShippingGross));
    expect(currencyRules[currency].minLeasingNet).toBe(derived(currencyRules.PLN.minLeasingNet));
  });
});

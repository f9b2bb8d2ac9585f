import type { Currency } from '../locale';

// Per-currency rules of spec section 3: code, symbol, id, minimal value for leasing and for free
// shipment, plus the rounding of prices derived from PLN. Ids are ours (the spec shows none).

export interface CurrencyRules {
  code: Currency;
  id: number;
  symbol: string;
  /** Prices derived from PLN are rounded to this many minor units: 1 = to 0.01, 100 = whole units. */
  roundingStep: 1 | 100;
  /** Smallest net order value, minor units, that may be paid by leasing. */
  minLeasingNet: number;
  /** Basket gross total, minor units, from which delivery is free (spec section 9: 300 PLN). */
  freeShippingGross: number;
}

// Leasing from 1,000 PLN net is our assumption (the spec shows no value). Other currencies'
// thresholds are the PLN ones at the 2026-01-02 rate table, rounded down to 5 units (50 for the
// crowns); currency-rules.test.ts re-derives them.
export const currencyRules: Record<Currency, CurrencyRules> = {
  PLN: {
    code: 'PLN',
    id: 1,
    symbol: 'zł',
    roundingStep: 1,
    minLeasingNet: 100_000,
    freeShippingGross: 30_000,
  },
  USD: { code: 'USD', id: 2, symbol: '$', roundingStep: 1, minLeasingNet: 27_000, freeShippingGross: 8000 },
  EUR: { code: 'EUR', id: 3, symbol: '€', roundingStep: 1, minLeasingNet: 23_500, freeShippingGross: 7000 },
  CZK: {
    code: 'CZK',
    id: 4,
    symbol: 'Kč',
    roundingStep: 100,
    minLeasingNet: 570_000,
    freeShippingGross: 170_000,
  },
  GBP: { code: 'GBP', id: 5, symbol: '£', roundingStep: 1, minLeasingNet: 20_500, freeShippingGross: 6000 },
  CHF: { code: 'CHF', id: 6, symbol: 'CHF', roundingStep: 1, minLeasingNet: 22_000, freeShippingGross: 6500 },
  NOK: {
    code: 'NOK',
    id: 7,
    symbol: 'kr',
    roundingStep: 100,
    minLeasingNet: 275_000,
    freeShippingGross: 80_000,
  },
  SEK: {
    code: 'SEK',
    id: 8,
    symbol: 'kr',
    roundingStep: 100,
    minLeasingNet: 255_000,
    freeShippingGross: 75_000,
  },
  DKK: {
    code: 'DKK',
    id: 9,
    symbol: 'kr',
    roundingStep: 100,
    minLeasingNet: 175_000,
    freeShippingGross: 50_000,
  },
};

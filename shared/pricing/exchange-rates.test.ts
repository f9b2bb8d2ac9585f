import { describe, expect, it } from 'vitest';
import {
  convertFromPln,
  type ExchangeRateTable,
  exchangeRateTableSchema,
  exchangeRateTables,
  orderExchangeRate,
  rateTableFor,
} from './exchange-rates';

const table = (date: string, EUR: number): ExchangeRateTable => ({
  date,
  plnPerUnit: { USD: 3.64, EUR, CZK: 0.174, GBP: 4.81, CHF: 4.54, NOK: 0.36, SEK: 0.385, DKK: 0.5655 },
});

describe('rateTableFor', () => {
  const tables = [table('2026-03-02', 4.3), table('2026-01-02', 4.22), table('2026-02-02', 4.25)];

  it.each([
    ['2026-01-02', '2026-01-02'], // in force from its own day
    ['2026-02-01', '2026-01-02'],
    ['2026-02-15', '2026-02-02'],
    ['2027-01-01', '2026-03-02'], // the latest stays in force
  ])('on %s uses the table of %s (latest date ≤ the day)', (day, date) => {
    expect(rateTableFor(tables, day)?.date).toBe(date);
  });

  it('has no table before the first one', () => {
    expect(rateTableFor(tables, '2025-12-31')).toBeUndefined();
  });
});

describe('orderExchangeRate', () => {
  const tables = [table('2026-01-02', 4.22), table('2026-02-02', 4.25)];

  it("records the rate of the table in force on the order's day, with the table's date", () => {
    expect(orderExchangeRate('EUR', '2026-01-20', tables)).toEqual({ rate: 4.22, date: '2026-01-02' });
    expect(orderExchangeRate('EUR', '2026-02-20', tables)).toEqual({ rate: 4.25, date: '2026-02-02' });
  });

  it('records none for złoty, or before the first table', () => {
    expect(orderExchangeRate('PLN', '2026-02-20', tables)).toBeNull();
    expect(orderExchangeRate('EUR', '2025-12-31', tables)).toBeNull();
  });
});

describe('convertFromPln', () => {
  const rates = table('2026-01-02', 4.22);

  it.each([
    // PLN minor units, currency, result minor units
    [14_900, 'EUR', 3531], // 35.308… → 35.31
    [9475, 'EUR', 2245], // 22.452… → 22.45
    [50_000, 'USD', 13_736], // 137.362… → 137.36
    [14_900, 'CHF', 3282], // 32.819… → 32.82
    [14_900, 'GBP', 3098], // 30.977… → 30.98
    [14_900, 'CZK', 85_600], // 856.32 → 856 whole crowns
    [9475, 'NOK', 26_300], // 263.19 → 263
    [14_900, 'SEK', 38_700], // 387.01 → 387
    [14_900, 'DKK', 26_300], // 263.48 → 263
    [1, 'EUR', 0], // 0.0024 → 0.00
  ] as const)(
    '%i PLN grosz → %s %i (rounded to the currency step, integer)',
    (amount, currency, expected) => {
      const { money } = convertFromPln(amount, currency, rates);
      expect(money).toEqual({ amount: expected, currency });
      expect(Number.isInteger(money.amount)).toBe(true);
    },
  );

  it('rounds half away from zero', () => {
    // 4.00 PLN at 0.16 PLN per CZK = 25 CZK exactly; 4.08 PLN = 25.5 CZK → 26.
    const czk = { ...rates, plnPerUnit: { ...rates.plnPerUnit, CZK: 0.16 } };
    expect(convertFromPln(400, 'CZK', czk).money.amount).toBe(2500);
    expect(convertFromPln(408, 'CZK', czk).money.amount).toBe(2600);
  });

  it('records the rate and the date of the table used', () => {
    expect(convertFromPln(14_900, 'EUR', rates).derivedFrom).toEqual({
      currency: 'PLN',
      rate: 4.22,
      date: '2026-01-02',
    });
  });

  it('keeps results integer for every amount and currency', () => {
    for (const currency of ['USD', 'EUR', 'CZK', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK'] as const) {
      for (let amount = 0; amount <= 100_000; amount += 37) {
        expect(Number.isInteger(convertFromPln(amount, currency, rates).money.amount)).toBe(true);
      }
    }
  });
});

describe('exchangeRateTableSchema', () => {
  const valid = table('2026-01-02', 4.22);

  it('accepts the shop tables', () => {
    for (const rates of exchangeRateTables) expect(exchangeRateTableSchema.parse(rates)).toEqual(rates);
  });

  it.each([
    ['a missing currency', { date: '2026-01-02', plnPerUnit: { EUR: 4.22 } }],
    ['a PLN rate', { ...valid, plnPerUnit: { ...valid.plnPerUnit, PLN: 1 } }],
    ['a zero rate', table('2026-01-02', 0)],
    ['more than 6 decimals', table('2026-01-02', 4.2212345)],
    ['an impossible date', table('2026-02-30', 4.22)],
  ])('rejects %s', (_, rates) => {
    expect(exchangeRateTableSchema.safeParse(rates).success).toBe(false);
  });
});

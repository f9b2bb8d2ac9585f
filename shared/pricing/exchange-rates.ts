import * as z from 'zod/mini';
import { type Currency, currencies } from '../locale';
import type { Money } from '../money';
import { currencyRules } from './currency-rules';
import { divideRounded } from './rounding';

export type ForeignCurrency = Exclude<Currency, 'PLN'>;
const foreignCurrencies = currencies.filter((currency): currency is ForeignCurrency => currency !== 'PLN');

/** Rates are used to 6 decimal places (NBP table A publishes 4). */
const rateScale = 1_000_000;

const rateSchema = () =>
  z.number().check(
    z.positive(),
    z.refine(
      (rate) => Math.abs(rate * rateScale - Math.round(rate * rateScale)) < 1e-6,
      'at most 6 decimals',
    ),
  );

/**
 * Mid exchange rates in force from `date` (inclusive) until the next table: PLN per one unit of
 * each currency, the way NBP table A quotes them (`EUR: 4.22` means 1 EUR = 4.22 PLN).
 */
export const exchangeRateTableSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    date: z.iso.date(),
    plnPerUnit: z.record(z.enum(foreignCurrencies), rateSchema()),
  }),
);
export type ExchangeRateTable = z.infer<typeof exchangeRateTableSchema>;

/** The shop's rate tables. Approximate mid rates at the start of 2026, to be replaced by NBP imports. */
export const exchangeRateTables: ExchangeRateTable[] = [
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
];

/** The table in force on `day` (`YYYY-MM-DD`): the latest one dated on or before it. */
export const rateTableFor = (
  tables: readonly ExchangeRateTable[],
  day: string,
): ExchangeRateTable | undefined =>
  tables.reduce<ExchangeRateTable | undefined>(
    (best, table) => (table.date <= day && (!best || table.date > best.date) ? table : best),
    undefined,
  );

/**
 * The rate an order of `day` records for its currency: PLN per unit from the table in force that day,
 * with the table's date; null for PLN (or before the first table). The order's invoice converts its VAT
 * to złoty at it, so an order placed later than another (a renewal) records its own day's rate.
 */
export const orderExchangeRate = (
  currency: Currency,
  day: string,
  tables: readonly ExchangeRateTable[] = exchangeRateTables,
): { rate: number; date: string } | null => {
  const table = currency === 'PLN' ? undefined : rateTableFor(tables, day);
  const rate = currency === 'PLN' ? undefined : table?.plnPerUnit[currency];
  return rate === undefined || !table ? null : { rate, date: table.date };
};

export interface DerivedMoney {
  money: Money;
  /** The rate (PLN per unit) and the date of the table it came from. */
  derivedFrom: { currency: 'PLN'; rate: number; date: string };
}

/**
 * A PLN amount (minor units) in `currency`: divided by the rate and rounded half away from zero to
 * the currency's rounding step. The rate is the only non-integer, scaled once to an integer.
 */
export const convertFromPln = (
  amount: number,
  currency: ForeignCurrency,
  table: ExchangeRateTable,
): DerivedMoney => {
  const rate = table.plnPerUnit[currency];
  const scaledRate = BigInt(Math.round(rate * rateScale));
  const step = BigInt(currencyRules[currency].roundingStep);
  const steps = divideRounded(BigInt(amount) * BigInt(rateScale), scaledRate * step);
  return {
    money: { amount: Number(steps * step), currency },
    derivedFrom: { currency: 'PLN', rate, date: table.date },
  };
};

import * as z from 'zod/mini';
import { type Currency, currencies } from '../locale';
import { convertFromPln, type DerivedMoney, type ExchangeRateTable, rateTableFor } from './exchange-rates';
import { grossOfNet, type VatRate, vatOf } from './vat';

const amountSchema = () => z.int().check(z.nonnegative());

/**
 * A product's stored prices in one currency: net amounts in minor units. Gross is not stored: it
 * depends on the buyer's country (its VAT rate) and follows from net by the one rounding rule.
 */
export const netPricesSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      price: amountSchema(),
      /** List (catalogue) price; the customer saves `list − price` when it is higher. */
      list: z.optional(amountSchema()),
      /** Subscriptions with an introductory first month: both or neither. */
      firstMonth: z.optional(amountSchema()),
      afterFirstMonth: z.optional(amountSchema()),
    })
    .check(
      z.refine(
        (prices) => (prices.firstMonth === undefined) === (prices.afterFirstMonth === undefined),
        'first month and after first month go together',
      ),
    ),
);
export type NetPrices = z.infer<typeof netPricesSchema>;

/** PLN always; another currency only where it has an explicit price, else it is derived from PLN. */
export const productPricesSchema = /* @__PURE__ */ z.lazy(() =>
  z.intersection(
    z.strictObject({ PLN: netPricesSchema }),
    z.partialRecord(z.enum(currencies), netPricesSchema),
  ),
);
export type ProductPrices = z.infer<typeof productPricesSchema>;

/** One amount net and gross; `net + vat = gross` exactly. */
export interface PriceLine {
  net: number;
  vat: number;
  gross: number;
}

export interface PriceList {
  currency: Currency;
  vatRate: VatRate;
  price: PriceLine;
  list?: PriceLine;
  firstMonth?: PriceLine;
  afterFirstMonth?: PriceLine;
  /** `list − price`, line by line; zero when there is no list price or it is not higher. */
  savings: PriceLine;
  /** Set when the prices were derived from PLN: the rate and the date of its table. */
  derivedFrom?: DerivedMoney['derivedFrom'];
}

const lineOf = (net: number, vatRate: VatRate): PriceLine => ({
  net,
  vat: vatOf(net, vatRate),
  gross: grossOfNet(net, vatRate),
});

const savingsOf = (price: PriceLine, list: PriceLine | undefined): PriceLine =>
  list && list.net > price.net
    ? { net: list.net - price.net, vat: list.vat - price.vat, gross: list.gross - price.gross }
    : { net: 0, vat: 0, gross: 0 };

const mapAmounts = <T>(prices: NetPrices, map: (amount: number) => T) => {
  const optional = (amount: number | undefined) => (amount === undefined ? undefined : map(amount));
  return {
    price: map(prices.price),
    list: optional(prices.list),
    firstMonth: optional(prices.firstMonth),
    afterFirstMonth: optional(prices.afterFirstMonth),
  };
};

export interface PriceContext {
  /** The buyer's VAT rate (`vatRateFor(country)`). */
  vatRate: VatRate;
  rateTables: readonly ExchangeRateTable[];
  /** `YYYY-MM-DD`: picks the rate table in force. */
  day: string;
}

const netPricesIn = (prices: ProductPrices, currency: Currency, context: PriceContext) => {
  const explicit = prices[currency];
  if (explicit || currency === 'PLN') return { net: explicit ?? prices.PLN, derivedFrom: undefined };
  const table = rateTableFor(context.rateTables, context.day);
  if (!table) throw new RangeError(`no exchange-rate table in force on ${context.day}`);
  return {
    net: mapAmounts(prices.PLN, (amount) => convertFromPln(amount, currency, table).money.amount),
    derivedFrom: { currency: 'PLN' as const, rate: table.plnPerUnit[currency], date: table.date },
  };
};

/**
 * The price list a customer sees in `currency`: the explicit prices when the product has them, else
 * the PLN prices converted at the table in force on `day`. Throws when no table is in force (a data error).
 */
export const priceListFor = (prices: ProductPrices, currency: Currency, context: PriceContext): PriceList => {
  const { net, derivedFrom } = netPricesIn(prices, currency, context);
  const lines = mapAmounts(net, (amount) => lineOf(amount, context.vatRate));
  return {
    currency,
    vatRate: context.vatRate,
    ...lines,
    savings: savingsOf(lines.price, lines.list),
    derivedFrom,
  };
};

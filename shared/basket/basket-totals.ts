import type { Currency } from '../locale';
import { currencyRules } from '../pricing/currency-rules';
import type { PriceBasis } from '../pricing/display-price';
import type { PriceLine } from '../pricing/price-list';
import { grossOfNet, netOfGross, type VatRate } from '../pricing/vat';
import { type DiscountCode, discountShares } from './discount-codes';

// Basket totals in integer minor units of one currency, with the one rounding rule
// of shared/pricing/vat.ts: VAT is rounded per line, half away from zero, and net + vat = gross exactly.
// A line's base follows the price the customer sees first (`primaryBasis`, as the catalogue shows it):
// business customers and partners buy net (line net = unit net × quantity, VAT on top); private
// customers and guests buy gross (line gross = unit gross × quantity, the VAT contained is rounded).
// Basket amounts are sums of line amounts. Each line carries its own rate (the VAT rule table's,
// shared/pricing/vat-treatment.ts: a laptop delivered in Poland and a licence reverse-charged can share
// one basket), and the shipping carries the rate of what it delivers.

export interface PricedLine {
  productId: string;
  quantity: number;
  /** The unit net price in the basket's currency, from the catalogue (`priceListFor(…)`: the first month's when introductory, else the price). */
  unitNet: number;
  /** The line's rate (`vatTreatment`): 0 when nothing is charged. */
  vatRate: VatRate;
}

export interface TotalsInput {
  currency: Currency;
  basis: PriceBasis;
  lines: readonly PricedLine[];
  /** A code `discountRefusal` accepted for this basket. */
  discount?: DiscountCode;
  /** The chosen method's unit net price in the basket's currency; free from the currency's threshold. */
  shippingNet: number;
  /** The rate of the delivery, the rate of what it delivers (`shippedSupplyOf`). */
  shippingVatRate: VatRate;
}

export interface LineTotals {
  productId: string;
  quantity: number;
  /** Before the discount. */
  listed: PriceLine;
  /** What the customer pays for the line. */
  total: PriceLine;
}

export interface BasketTotals {
  currency: Currency;
  lines: LineTotals[];
  /** The lines after the discount. */
  goods: PriceLine;
  /** `listed − total` summed over the lines. */
  discount: PriceLine;
  shipping: PriceLine;
  /** Goods and shipping: what the order costs. */
  total: PriceLine;
  /** Gross the goods still need for free delivery; 0 once reached. */
  toFreeShipping: number;
}

const zero: PriceLine = { net: 0, vat: 0, gross: 0 };
const plus = (a: PriceLine, b: PriceLine): PriceLine => ({
  net: a.net + b.net,
  vat: a.vat + b.vat,
  gross: a.gross + b.gross,
});
const minus = (a: PriceLine, b: PriceLine): PriceLine => ({
  net: a.net - b.net,
  vat: a.vat - b.vat,
  gross: a.gross - b.gross,
});
const sum = (lines: readonly PriceLine[]) => lines.reduce(plus, zero);

/** A line from its amount on the customer's basis: VAT added to a net, or taken out of a gross. */
const lineOfBase = (base: number, basis: PriceBasis, rate: VatRate): PriceLine => {
  const net = basis === 'net' ? base : netOfGross(base, rate);
  const gross = basis === 'net' ? grossOfNet(base, rate) : base;
  return { net, vat: gross - net, gross };
};

/** The base of `quantity` units: unit net × quantity, or the unit gross × quantity. */
const baseOf = (unitNet: number, quantity: number, basis: PriceBasis, rate: VatRate): number =>
  (basis === 'net' ? unitNet : grossOfNet(unitNet, rate)) * quantity;

export const basketTotals = (input: TotalsInput): BasketTotals => {
  const { basis, currency, shippingVatRate } = input;
  const bases = input.lines.map((line) => ({
    productId: line.productId,
    amount: baseOf(line.unitNet, line.quantity, basis, line.vatRate),
  }));
  const shares = input.discount ? discountShares(input.discount, currency, bases) : bases.map(() => 0);
  const lines = input.lines.map((line, index) => {
    const base = bases[index]?.amount ?? 0;
    return {
      productId: line.productId,
      quantity: line.quantity,
      listed: lineOfBase(base, basis, line.vatRate),
      total: lineOfBase(base - (shares[index] ?? 0), basis, line.vatRate),
    };
  });
  const goods = sum(lines.map((line) => line.total));
  const threshold = currencyRules[currency].freeShippingGross;
  const shipping =
    goods.gross >= threshold
      ? zero
      : lineOfBase(baseOf(input.shippingNet, 1, basis, shippingVatRate), basis, shippingVatRate);
  return {
    currency,
    lines,
    goods,
    discount: minus(sum(lines.map((line) => line.listed)), goods),
    shipping,
    total: plus(goods, shipping),
    toFreeShipping: Math.max(0, threshold - goods.gross),
  };
};

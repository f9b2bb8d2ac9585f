import type { Currency } from '../locale';
import type { Money } from '../money';
import { type FinancingKind, financingMinimumNet } from '../orders/payment-methods';
import { basisPointsWhole, divideRounded, shareOf } from '../pricing/rounding';
import { defaultVatRate, grossOfNet } from '../pricing/vat';
import { type FinancingOption, financingTerms } from './financing-terms';

// The leasing and credit calculator: a value and its currency → per option of the
// partner's published terms (financing-terms.ts) the initial payment, the monthly instalment, the
// buy-out, the total paid and what the financing costs; or why there is no offer.
//
// Arithmetic: integers in minor units, in BigInt. The monthly instalment is the annuity that repays the
// financed part P (the value less the initial payment) down to the buy-out B in `months` payments at
// the monthly rate r = annual / 12: with q = 1 + r, instalment M = (P·qⁿ − B)·(q − 1) / (qⁿ − 1), and
// (P − B) / n at 0 %. The one rounding rule of the shop (pricing/rounding.ts): each amount derived
// by a rate (initial payment, buy-out, instalment, APR) is rounded half away from zero once, from the
// exact fraction. The last instalment settles the rounding, as lenders do: it is what the balance
// left after n − 1 rounded instalments still owes, P·qⁿ − M·(qⁿ − q)/(q − 1) − B (at 0 %:
// P − (n − 1)·M − B), so "10 × 0 %" costs exactly nothing; totals are sums of the rounded amounts.
//
// Minimum: the checkout's `financingMinimumNet` (one copy of the minimums). Leasing prices a net value,
// so it is compared as is; credit prices a consumer's gross price, compared with the net minimum plus
// the standard 23 % VAT (the rate of everything the shop sells in Poland, where the lender lends).

export interface FinancingRequest {
  kind: FinancingKind;
  /** Net for leasing, gross for credit (financingTerms[kind].value), minor units of `currency`. */
  value: number;
  currency: Currency;
}

/** One option priced for a value. */
export interface OptionQuote {
  months: number;
  annualRateBp: number;
  /** The annual percentage rate (RRSO) of the instalments, basis points: (1 + r)¹² − 1 with no fees. */
  aprBp: number;
  initialPayment: number;
  monthly: number;
  /** The last instalment, which settles the rounding: `monthly` give or take a few minor units. */
  lastMonthly: number;
  buyOut: number;
  /** Everything paid: initial payment + instalments + buy-out. */
  total: number;
  /** What the financing costs over the value: total − value. */
  cost: number;
}

export type FinancingQuote =
  | { status: 'offered'; value: Money; options: OptionQuote[] }
  /** The partner has no offer of the kind in this currency. */
  | { status: 'notOffered' }
  | { status: 'belowMinimum'; minimum: Money }
  | { status: 'aboveMaximum'; maximum: Money };

/** The monthly rate of an annual one in basis points is annualBp / 120,000. */
const monthsBasis = 12n * basisPointsWhole;

/**
 * The instalments repaying `principal` down to `balloon` in `months` at `annualRateBp`: the equal
 * monthly one, and the last, which pays off what the rounded ones leave.
 */
const instalments = (principal: number, balloon: number, months: number, annualRateBp: number) => {
  const [p, b, n] = [BigInt(principal), BigInt(balloon), BigInt(months)];
  if (annualRateBp === 0) {
    const monthly = divideRounded(p - b, n);
    return { monthly: Number(monthly), lastMonthly: Number(p - b - monthly * (n - 1n)) };
  }
  // q = N / D; qⁿ = Nⁿ / Dⁿ.
  const [N, D] = [monthsBasis + BigInt(annualRateBp), monthsBasis];
  const [Nn, Dn] = [N ** n, D ** n];
  const monthly = divideRounded((p * Nn - b * Dn) * (N - D), D * (Nn - Dn));
  const last = divideRounded(
    p * Nn * (N - D) - monthly * (Nn - N * D ** (n - 1n)) * D - b * Dn * (N - D),
    Dn * (N - D),
  );
  return { monthly: Number(monthly), lastMonthly: Number(last) };
};

/** The APR (RRSO) of a fixed annual rate without fees: (1 + annual / 12)¹² − 1, basis points. */
export const aprOf = (annualRateBp: number): number => {
  const year = (monthsBasis + BigInt(annualRateBp)) ** 12n;
  const base = monthsBasis ** 12n;
  return Number(divideRounded((year - base) * basisPointsWhole, base));
};

const priceOption = (value: number, option: FinancingOption): OptionQuote => {
  const initialPayment = shareOf(value, option.initialPaymentBp);
  const buyOut = shareOf(value, option.buyOutBp);
  const { monthly, lastMonthly } = instalments(
    value - initialPayment,
    buyOut,
    option.months,
    option.annualRateBp,
  );
  const total = initialPayment + monthly * (option.months - 1) + lastMonthly + buyOut;
  return {
    months: option.months,
    annualRateBp: option.annualRateBp,
    aprBp: aprOf(option.annualRateBp),
    initialPayment,
    monthly,
    lastMonthly,
    buyOut,
    total,
    cost: total - value,
  };
};

/**
 * The smallest value of a kind in a currency, as the kind's value reads (net for leasing, gross for
 * credit); none when the partner has no offer there.
 */
export const financingMinimum = (kind: FinancingKind, currency: Currency): number | undefined => {
  const net = financingMinimumNet[kind][currency];
  if (net === undefined) return undefined;
  return financingTerms[kind].value === 'net' ? net : grossOfNet(net, defaultVatRate);
};

/** The calculator: every option of the kind priced for the value, or why there is no offer. */
export const financingQuote = ({ kind, value, currency }: FinancingRequest): FinancingQuote => {
  const minimum = financingMinimum(kind, currency);
  if (minimum === undefined) return { status: 'notOffered' };
  if (value < minimum) return { status: 'belowMinimum', minimum: { amount: minimum, currency } };
  const maximum = financingTerms[kind].maximum[currency];
  if (maximum !== undefined && value > maximum)
    return { status: 'aboveMaximum', maximum: { amount: maximum, currency } };
  return {
    status: 'offered',
    value: { amount: value, currency },
    options: financingTerms[kind].options.map((option) => priceOption(value, option)),
  };
};

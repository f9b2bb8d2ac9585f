import type { Currency } from '../locale';
import type { FinancingKind } from '../orders/payment-methods';

// The financing partner's published terms, ONE table per kind: what the leasing and
// credit pages, their calculator and the staff's inquiry mail show. The shop has not chosen its lender
// or lessor yet (functions/lib/financing/README.md), so every value below is our assumption, taken from
// what Polish IT leasing and instalment lenders publish today; the chosen partner's table replaces it
// here and nowhere else. The minimum values are not here: they are checkout's (`financingMinimumNet`
// of shared/orders/payment-methods.ts, leasing's from the currency rules), so the pages refuse exactly
// what the checkout refuses.
//
// - Leasing (business accounts): operating leasing of the net value, 24 to 60 months, an initial
//   payment of 10 % and a buy-out of 1 % at the end, at a fixed 8.9 % a year; the same terms in every
//   currency the shop sells in (the lessor finances in the invoice's currency).
// - Credit (consumers): instalments of the gross price in złoty only (the lender is Polish): the
//   promotional "10 × 0 %" (no interest, no fee) and the standard credit of 12 to 48 instalments at a
//   fixed 11.9 % a year, no fee, up to 50,000 zł (the fixture partner declines above it).

/** One option of a kind's offer: its term and what it costs. */
export interface FinancingOption {
  /** The number of monthly instalments (the term, in months). */
  months: number;
  /** The fixed nominal annual interest rate, basis points (890 = 8.9 %). */
  annualRateBp: number;
  /** The initial payment, basis points of the value (leasing; 0 for credit). */
  initialPaymentBp: number;
  /** The buy-out at the term's end, basis points of the value (leasing; 0 for credit). */
  buyOutBp: number;
}

export interface FinancingTerms {
  /** Which value the partner finances: a business's net price (leasing) or a consumer's gross one (credit). */
  value: 'net' | 'gross';
  /** The largest value financed per currency, minor units of that value; none when absent. */
  maximum: Partial<Record<Currency, number>>;
  options: readonly FinancingOption[];
}

const leasingOption = (months: number): FinancingOption => ({
  months,
  annualRateBp: 890,
  initialPaymentBp: 1000,
  buyOutBp: 100,
});
const creditOption = (months: number, annualRateBp: number): FinancingOption => ({
  months,
  annualRateBp,
  initialPaymentBp: 0,
  buyOutBp: 0,
});

export const financingTerms: Record<FinancingKind, FinancingTerms> = {
  leasing: { value: 'net', maximum: {}, options: [24, 36, 48, 60].map(leasingOption) },
  credit: {
    value: 'gross',
    maximum: { PLN: 5_000_000 },
    options: [creditOption(10, 0), ...[12, 24, 36, 48].map((months) => creditOption(months, 1190))],
  },
};

/** The option of a kind with this many instalments, if the partner offers one. */
export const financingOption = (kind: FinancingKind, months: number): FinancingOption | undefined =>
  financingTerms[kind].options.find((option) => option.months === months);

import { describe, expect, it } from 'vitest';
import { currencies } from '../locale';
import { financingMinimumNet } from '../orders/payment-methods';
import { currencyRules } from '../pricing/currency-rules';
import { financingMinimum, financingQuote, type OptionQuote } from './financing-quote';
import { financingOption, financingTerms } from './financing-terms';

const optionsOf = (quote: ReturnType<typeof financingQuote>): OptionQuote[] =>
  quote.status === 'offered' ? quote.options : [];
const optionOf = (quote: ReturnType<typeof financingQuote>, months: number) =>
  optionsOf(quote).find((option) => option.months === months);

describe('the minimum and the currencies offered', () => {
  it.each(currencies)('leasing in %s starts at the currency rules’ minLeasingNet, net', (currency) => {
    expect(financingMinimum('leasing', currency)).toBe(currencyRules[currency].minLeasingNet);
  });

  it('credit starts at the checkout’s 300 zł net with 23 % VAT, gross, in złoty only', () => {
    expect(financingMinimumNet.credit.PLN).toBe(30_000);
    expect(financingMinimum('credit', 'PLN')).toBe(36_900);
    expect(currencies.filter((currency) => financingMinimum('credit', currency) !== undefined)).toEqual([
      'PLN',
    ]);
  });

  it.each([
    ['leasing', 99_999, 'PLN', { status: 'belowMinimum', minimum: { amount: 100_000, currency: 'PLN' } }],
    ['leasing', 23_499, 'EUR', { status: 'belowMinimum', minimum: { amount: 23_500, currency: 'EUR' } }],
    ['credit', 36_899, 'PLN', { status: 'belowMinimum', minimum: { amount: 36_900, currency: 'PLN' } }],
    ['credit', 5_000_001, 'PLN', { status: 'aboveMaximum', maximum: { amount: 5_000_000, currency: 'PLN' } }],
    ['credit', 100_000, 'EUR', { status: 'notOffered' }],
    ['credit', 100_000, 'CZK', { status: 'notOffered' }],
  ] as const)('%s of %i %s: %j', (kind, value, currency, expected) => {
    expect(financingQuote({ kind, value, currency })).toEqual(expected);
  });

  it.each([
    ['leasing', 100_000, 'PLN'],
    ['leasing', 23_500, 'EUR'],
    ['credit', 36_900, 'PLN'],
    ['credit', 5_000_000, 'PLN'],
  ] as const)('%s of %i %s (a bound) is offered with every option of the terms', (kind, value, currency) => {
    const quote = financingQuote({ kind, value, currency });
    expect(quote.status).toBe('offered');
    expect(optionsOf(quote).map(({ months }) => months)).toEqual(
      financingTerms[kind].options.map(({ months }) => months),
    );
  });
});

describe('the instalments', () => {
  // Worked by hand (annuity with a balloon, rounded half away from zero once) and checked against the
  // exact schedule below.
  it.each([
    // leasing 12,000 zł net, 36 months: 10 % initial, 1 % buy-out, 8.9 % a year
    [
      'leasing',
      1_200_000,
      36,
      { initialPayment: 120_000, buyOut: 12_000, monthly: 34_001, lastMonthly: 34_019 },
    ],
    [
      'leasing',
      1_200_000,
      24,
      { initialPayment: 120_000, buyOut: 12_000, monthly: 48_831, lastMonthly: 48_839 },
    ],
    // credit 6,000 zł gross, 12 instalments at 11.9 %
    ['credit', 600_000, 12, { initialPayment: 0, buyOut: 0, monthly: 53_281, lastMonthly: 53_284 }],
    // "10 × 0 %": equal instalments, the last settling the rounding, nothing over the price
    ['credit', 600_000, 10, { monthly: 60_000, lastMonthly: 60_000, total: 600_000, cost: 0 }],
    ['credit', 599_999, 10, { monthly: 60_000, lastMonthly: 59_999, total: 599_999, cost: 0 }],
  ] as const)('%s of %i over %i months: %j', (kind, value, months, expected) => {
    expect(optionOf(financingQuote({ kind, value, currency: 'PLN' }), months)).toMatchObject(expected);
  });

  it.each([
    ['leasing', 1_200_000],
    ['leasing', 987_654_321],
    ['credit', 599_999],
    ['credit', 4_321_987],
  ] as const)(
    '%s of %i: each option repays exactly, the last instalment settling the balance',
    (kind, value) => {
      for (const quote of optionsOf(financingQuote({ kind, value, currency: 'PLN' }))) {
        // The balance month by month, exactly: numerator over 120,000^month.
        const grows = 120_000n + BigInt(financingOption(kind, quote.months)?.annualRateBp ?? 0);
        let balance = BigInt(value - quote.initialPayment);
        let denominator = 1n;
        for (let month = 1; month < quote.months; month += 1) {
          denominator *= 120_000n;
          balance = balance * grows - BigInt(quote.monthly) * denominator;
        }
        denominator *= 120_000n;
        const owedLast = balance * grows - BigInt(quote.buyOut) * denominator;
        const off = owedLast - BigInt(quote.lastMonthly) * denominator;
        expect((off < 0n ? -off : off) * 2n <= denominator).toBe(true);
        expect(quote.total).toBe(
          quote.initialPayment + quote.monthly * (quote.months - 1) + quote.lastMonthly + quote.buyOut,
        );
        expect(quote.cost).toBe(quote.total - value);
        expect(Number.isInteger(quote.monthly)).toBe(true);
      }
    },
  );

  it.each([
    [0, 0],
    [890, 927],
    [1190, 1257],
  ])('an annual rate of %i bp is an APR (RRSO) of %i bp with no fees', (annualRateBp, aprBp) => {
    const kind = annualRateBp === 890 ? 'leasing' : 'credit';
    const months = annualRateBp === 0 ? 10 : 24;
    expect(optionOf(financingQuote({ kind, value: 1_000_000, currency: 'PLN' }), months)?.aprBp).toBe(aprBp);
  });

  it('prices leasing in every currency with the same terms', () => {
    const pln = optionOf(financingQuote({ kind: 'leasing', value: 1_200_000, currency: 'PLN' }), 36);
    const eur = optionOf(financingQuote({ kind: 'leasing', value: 1_200_000, currency: 'EUR' }), 36);
    expect(eur).toEqual(pln);
  });
});

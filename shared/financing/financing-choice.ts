import * as z from 'zod/mini';
import { currencies } from '../locale';
import type { FinancingKind } from '../orders/payment-methods';
import { fieldMessages } from '../validation';
import { financingQuote } from './financing-quote';
import { financingOption } from './financing-terms';

// What a financing inquiry (the leasing and credit pages' form, shared/forms/) asks about: the kind,
// the value in a currency and the term, as the calculator chose them. Checked against the same
// calculator, so the API refuses what the page would not offer.

export const financingKinds = ['leasing', 'credit'] as const satisfies readonly FinancingKind[];

/** The largest value typed into the calculator: a billion units, far above any basket. */
export const financingValueLimit = 100_000_000_000;

/** The choice's fields: kind, currency, value (minor units: net for leasing, gross for credit), months. */
export const financingChoiceFields = () => ({
  financing: z.enum(financingKinds),
  currency: z.enum(currencies),
  value: z.int().check(z.positive(), z.lte(financingValueLimit)),
  months: z.int().check(z.positive()),
});

/** The calculator's choice an inquiry carries. */
export type FinancingChoice = {
  [K in keyof ReturnType<typeof financingChoiceFields>]: z.infer<ReturnType<typeof financingChoiceFields>[K]>;
};

const statusOf = (choice: FinancingChoice) =>
  financingQuote({ kind: choice.financing, value: choice.value, currency: choice.currency }).status;

/**
 * The choice's checks, each on its field: a currency the kind is offered in (`financing_not_offered`),
 * a value within its minimum and maximum (`financing_below_minimum`, `financing_above_maximum`), a term
 * of the partner's options (`invalid_value`).
 */
export const financingChoiceChecks = () => [
  z.refine<FinancingChoice>((choice) => statusOf(choice) !== 'notOffered', {
    message: fieldMessages.financingNotOffered,
    path: ['currency'],
  }),
  z.refine<FinancingChoice>((choice) => statusOf(choice) !== 'belowMinimum', {
    message: fieldMessages.financingBelowMinimum,
    path: ['value'],
  }),
  z.refine<FinancingChoice>((choice) => statusOf(choice) !== 'aboveMaximum', {
    message: fieldMessages.financingAboveMaximum,
    path: ['value'],
  }),
  z.refine<FinancingChoice>((choice) => financingOption(choice.financing, choice.months) !== undefined, {
    message: fieldMessages.invalidValue,
    path: ['months'],
  }),
];

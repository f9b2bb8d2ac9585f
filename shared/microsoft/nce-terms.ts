// Microsoft's new commerce (NCE) rules for licence-based subscriptions, as Partner Center applies them
// (../shared/guide/microsoft.md 3.6-3.8): read by the Partner Center simulator, which enforces them,
// and by the shop, which shows the buttons, the countdown and the prorated cost they allow.

/** Seats may be reduced, or the subscription cancelled, for 168 hours after a purchase, renewal or added seats. */
export const changeWindowHours = 168;
const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/** A term's length: one month or one year (three years is not sold here). */
export const termDurations = ['P1M', 'P1Y'] as const;
export type TermDuration = (typeof termDurations)[number];
/** Billing frequency: a one-month term bills monthly; a one-year term monthly or once a year. */
export const billingCycles = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** Whether a term may be billed so: P1M only monthly (Microsoft's rule 3.6). */
export const billingAllowed = (term: TermDuration, billing: BillingCycle): boolean =>
  term === 'P1Y' || billing === 'monthly';

/** When a change made at `at` (an ISO instant) stops being reversible: 168 hours later. */
export const windowEnd = (at: string): string =>
  new Date(Date.parse(at) + changeWindowHours * hourMs).toISOString();

/** Whether `now` is still before the window's end (an absent end: never open). */
export const withinWindow = (now: Date, allowedUntil: string | null | undefined): boolean =>
  Boolean(allowedUntil) && now.getTime() < Date.parse(allowedUntil as string);

/** The term's end for a term starting at `start`: the same day a month or a year on (UTC), the day before kept exclusive. */
export const termEnd = (start: string, term: TermDuration): string => {
  const date = new Date(start);
  const day = date.getUTCDate();
  if (term === 'P1Y') date.setUTCFullYear(date.getUTCFullYear() + 1);
  else date.setUTCMonth(date.getUTCMonth() + 1);
  // 31 January + 1 month is the last day of February, not 3 March.
  if (date.getUTCDate() !== day) date.setUTCDate(0);
  return date.toISOString();
};

/** Whole days from `from` to `to`, a day begun counting as a day (0 when `to` is not after `from`). */
export const daysBetween = (from: string, to: string): number =>
  Math.max(0, Math.ceil((Date.parse(to) - Date.parse(from)) / dayMs));

/**
 * What `quantity` seats added at `at` cost until the term ends: the period's price per seat divided
 * by the days of the period, times the days left (proration by day, 3.8), rounded half up to minor units.
 * `periodPrice` is per seat for one billing period from `periodStart` to `periodEnd`.
 */
export const proratedCost = ({
  periodPrice,
  quantity,
  at,
  periodStart,
  periodEnd,
}: {
  periodPrice: number;
  quantity: number;
  at: string;
  periodStart: string;
  periodEnd: string;
}): number => {
  const periodDays = daysBetween(periodStart, periodEnd);
  if (periodDays === 0) return 0;
  const daysLeft = Math.min(periodDays, daysBetween(at, periodEnd));
  return Math.round((periodPrice * quantity * daysLeft) / periodDays);
};

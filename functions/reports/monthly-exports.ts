import { monthlyPeriodsOwed, runExportsOwed } from './scheduled-exports';

/**
 * The `monthly-exports` schedule: each of the last three months without a done export, written with
 * its sales VAT register. It runs daily, so a month missed on its first day
 * is written on the next.
 */
export const handler = () => runExportsOwed(monthlyPeriodsOwed(new Date()));

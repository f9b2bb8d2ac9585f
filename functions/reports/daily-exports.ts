import { dailyPeriodsOwed, runExportsOwed } from './scheduled-exports';

/** The `daily-exports` schedule: each of the last week's days without a done export, written. */
export const handler = () => runExportsOwed(dailyPeriodsOwed(new Date()));

import { dayOf, dueDays, dueMonths, type ExportPeriod } from '#shared/reports/export-period';
import { logger } from '../lib/logger';
import { runScheduledExports, type ScheduledRun } from '../use-cases/reports/run-scheduled-exports';
import { exportWriterDeps } from '../use-cases/reports/writer-deps';

/** How far back a run looks for periods without a done export: a week of days, a quarter of months. */
export const catchUp = { days: 7, months: 3 } as const;

/** The periods owed by `clock()` written; throws when any failed, so the schedule retries the run. */
export const runExportsOwed = async (periods: readonly ExportPeriod[]): Promise<ScheduledRun> => {
  const run = await runScheduledExports(exportWriterDeps(), periods);
  logger.info('scheduled exports', {
    written: run.written,
    alreadyDone: run.alreadyDone.length,
    failed: run.failed,
  });
  if (run.failed.length > 0)
    throw new Error(`exports failed: ${run.failed.map((failed) => failed.id).join(', ')}`);
  return run;
};

export const dailyPeriodsOwed = (now: Date) => dueDays(dayOf(now), catchUp.days);
export const monthlyPeriodsOwed = (now: Date) => dueMonths(dayOf(now), catchUp.months);

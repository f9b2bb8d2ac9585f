import { type ExportPeriod, scheduledExportId } from '#shared/reports/export-period';
import type { ExportRecord } from '../../lib/table/exports';
import { type RunExportPorts, runExport } from './run-export';

/** Scheduled exports are for the finance team's Polish spreadsheets: amounts with a decimal comma. */
export const scheduledDecimalComma = true;

export interface ScheduledRun {
  written: string[];
  alreadyDone: string[];
  failed: { id: string; failure: string }[];
}

/**
 * Input: the periods a schedule owes (the days or months before today: a run catches up what runs
 * missed). Output: which were written now, which were done before, which failed.
 * Course: per period, oldest first: its export recorded once (its id is the period's) and run unless
 * done; a failure is kept (reason on the export) and the next period goes on; the caller throws when
 * any failed, so the schedule retries, and the next day's run owes it still.
 */
export const runScheduledExports = async (
  ports: RunExportPorts,
  periods: readonly ExportPeriod[],
): Promise<ScheduledRun> => {
  const run: ScheduledRun = { written: [], alreadyDone: [], failed: [] };
  for (const period of periods) {
    const id = scheduledExportId(period);
    const known = await ports.readExport(id);
    if (known?.status === 'done') {
      run.alreadyDone.push(id);
      continue;
    }
    if (!known) {
      const record: ExportRecord = {
        id,
        ...period,
        status: 'queued',
        decimalComma: scheduledDecimalComma,
        createdAt: ports.clock().toISOString(),
        attempts: 0,
      };
      await ports.commit([ports.exportItems.create(record)]);
    }
    try {
      await runExport(ports, id);
      run.written.push(id);
    } catch (error) {
      run.failed.push({ id, failure: error instanceof Error ? error.message : String(error) });
    }
  }
  return run;
};

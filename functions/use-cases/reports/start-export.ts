import { exportRequested } from '#events/contracts/export-requested';
import { exportTopic } from '#shared/live';
import type { ExportRange } from '#shared/reports/export-requests';
import type { ExportView } from '#shared/reports/export-view';
import type { ExportRecord, exportItems } from '../../lib/table/exports';
import { outboxItem } from '../../lib/table/outbox';
import { ok, type Result } from '../result';
import type { TablePorts } from '../table-ports';
import { exportView } from './export-view';

export interface StartExportPorts extends TablePorts {
  exportItems: typeof exportItems;
  newExportId: (now: Date) => string;
}

/**
 * Input: the finance staff member asking, a range the schema checked (ends by today, in order, at most
 * a year). Output: the export, queued. Course: the export and `export.requested` in one transaction;
 * the `run-export` consumer writes it, its progress pushed to `export:<id>`.
 */
export const startExport = async (
  { commit, clock, exportItems, newExportId }: StartExportPorts,
  { sub, range }: { sub: string; range: ExportRange },
): Promise<Result<ExportView>> => {
  const now = clock();
  const record: ExportRecord = {
    id: `range-${newExportId(now)}`,
    kind: 'range',
    from: range.from,
    to: range.to,
    status: 'queued',
    decimalComma: range.decimalComma ?? false,
    createdAt: now.toISOString(),
    requestedBy: sub,
    attempts: 0,
  };
  const committed = await commit(
    [exportItems.create(record)],
    [outboxItem(exportRequested, { exportId: record.id }, { topics: [exportTopic(record.id)], now })],
  );
  if (!committed.ok) throw new Error(`export id ${record.id} taken`);
  return ok(exportView(record));
};

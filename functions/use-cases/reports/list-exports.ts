import { addDays, dayOf, monthlyPeriod } from '#shared/reports/export-period';
import type { ExportListQuery } from '#shared/reports/export-requests';
import type { ExportView } from '#shared/reports/export-view';
import type { ExportRecord, listExports } from '../../lib/table/exports';
import { fail, ok, type Result } from '../result';
import { exportView } from './export-view';

export interface ListExportsPorts {
  listExports: typeof listExports;
  readExport: (id: string) => Promise<ExportRecord | undefined>;
  clock: () => Date;
}

const pageSize = 50;

/**
 * Input: a kind and the months its periods start in (the last twelve by default). Output: a page of
 * exports, newest first, with status and size, and the next page's cursor.
 */
export const listExportsOf = async (
  ports: ListExportsPorts,
  query: ExportListQuery,
): Promise<Result<{ exports: ExportView[]; cursor?: string }>> => {
  const today = dayOf(ports.clock());
  const from = query.from ? `${query.from}-01` : `${addDays(today, -365).slice(0, 7)}-01`;
  const to = query.to ? monthlyPeriod(query.to).to : today;
  const page = await ports.listExports(query.kind, { from, to }, query.cursor, pageSize);
  return ok({ exports: page.exports.map(exportView), ...(page.cursor ? { cursor: page.cursor } : {}) });
};

/** Input: an export's id. Output: the export with its progress or failure, or `export_not_found`. */
export const readExportOf = async (
  ports: Pick<ListExportsPorts, 'readExport'>,
  id: string,
): Promise<Result<ExportView>> => {
  const record = await ports.readExport(id);
  return record ? ok(exportView(record)) : fail('export_not_found');
};

import type { ExportView } from '#shared/reports/export-view';
import type { ExportRecord } from '../../lib/table/exports';

/** An export as finance sees it: its period, status, size, progress, failure and files (no bucket keys). */
export const exportView = (record: ExportRecord): ExportView => ({
  id: record.id,
  kind: record.kind,
  from: record.from,
  to: record.to,
  status: record.status,
  decimalComma: record.decimalComma,
  createdAt: record.createdAt,
  ...(record.finishedAt ? { finishedAt: record.finishedAt } : {}),
  ...(record.progress ? { progress: record.progress } : {}),
  ...(record.failure ? { failure: record.failure } : {}),
  ...(record.size === undefined ? {} : { size: record.size }),
  files: (record.files ?? []).map(({ name, rows, bytes, sha256 }) => ({ name, rows, bytes, sha256 })),
});

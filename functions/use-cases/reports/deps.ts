import { ulid } from 'ulid';
import { presignExportDownload } from '../../lib/exports/export-download-link';
import { exportItems, listExports, readExport } from '../../lib/table/exports';
import { tablePorts } from '../table-ports';

/** The real ports of the finance exports' API: the exports' records, a new export queued, a file's download. */
export const reportDeps = () => ({
  ...tablePorts(),
  readExport,
  listExports,
  exportItems,
  presignExportDownload,
  newExportId: (now: Date) => ulid(now.getTime()),
});

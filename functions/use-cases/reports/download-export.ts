import type { ExportRecord, exportItems } from '../../lib/table/exports';
import { fail, ok, type Result } from '../result';
import type { TablePorts } from '../table-ports';

export interface DownloadExportPorts extends TablePorts {
  readExport: (id: string) => Promise<ExportRecord | undefined>;
  exportItems: typeof exportItems;
  presignExportDownload: (key: string, fileName: string, seconds: number) => Promise<string>;
}

/** How long a download link works: a few minutes, enough to start it, too short to pass it around. */
export const downloadLinkSeconds = 5 * 60;

/**
 * Input: the finance staff member (sub, e-mail), an export's id and one of its files' names. Output: a
 * presigned link to the file valid for `downloadLinkSeconds`, or `export_not_found` (no such export
 * or file), `export_not_done` (not finished: its files are not the export's yet).
 * Course: the download logged (who, which file, when), then the link signed.
 */
export const downloadExport = async (
  ports: DownloadExportPorts,
  input: { sub: string; email?: string; exportId: string; file: string },
): Promise<Result<{ url: string; expiresAt: string }>> => {
  const record = await ports.readExport(input.exportId);
  if (!record) return fail('export_not_found');
  if (record.status !== 'done') return fail('export_not_done');
  const file = record.files?.find((candidate) => candidate.name === input.file);
  if (!file) return fail('export_not_found');
  const now = ports.clock();
  await ports.commit([
    ports.exportItems.download({
      exportId: record.id,
      file: file.name,
      sub: input.sub,
      ...(input.email ? { email: input.email } : {}),
      at: now.toISOString(),
    }),
  ]);
  const url = await ports.presignExportDownload(file.key, `${record.id}-${file.name}`, downloadLinkSeconds);
  return ok({ url, expiresAt: new Date(now.getTime() + downloadLinkSeconds * 1000).toISOString() });
};

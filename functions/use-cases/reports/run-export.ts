import { exportProgressed } from '#events/contracts/export-progressed';
import { exportTopic } from '#shared/live';
import { cutOf } from '#shared/reports/export-period';
import type { ExportProgress } from '#shared/reports/export-view';
import type { ExportFolder } from '../../lib/exports/export-files';
import type { ExportFile, ExportRecord, exportItems } from '../../lib/table/exports';
import { outboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import type { TablePorts } from '../table-ports';
import { type ExportedFile, type ExportSources, writeExportFiles } from './write-export-files';

export interface RunExportPorts extends TablePorts, ExportSources {
  readExport: (id: string) => Promise<ExportRecord | undefined>;
  exportItems: typeof exportItems;
  exportFolder: () => Promise<ExportFolder>;
  putExportFile: (key: string, file: ExportedFile) => Promise<void>;
}

/** Where an export's files lie in the exports bucket. */
export const exportPrefix = (record: Pick<ExportRecord, 'id' | 'kind' | 'from'>): string =>
  `exports/${record.kind}/${record.from}/${record.id}/`;

/** A run another one took over (a retry after this one was thought crashed) stops. */
class Superseded extends Error {}

const progressEvent = (
  record: ExportRecord,
  status: ExportRecord['status'],
  progress: ExportProgress,
  failure?: string,
) =>
  outboxItem(
    exportProgressed,
    { exportId: record.id, status, ...progress, ...(failure ? { failure } : {}) },
    { topics: [exportTopic(record.id)] },
  );

/** The manifest: the period, its cut and each file's rows, bytes and SHA-256; nothing of the run itself. */
const manifestOf = (record: ExportRecord, files: readonly ExportedFile[]) =>
  `${JSON.stringify(
    {
      exportId: record.id,
      kind: record.kind,
      from: record.from,
      to: record.to,
      cut: cutOf(record),
      decimalSeparator: record.decimalComma ? ',' : '.',
      files: files.map(({ name, rows, bytes, sha256 }) => ({ name, rows, bytes, sha256 })),
    },
    null,
    2,
  )}\n`;

const reasonOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Input: an export's id. Output: the export as its run left it (done, or already done: a period is
 * written once), or `export_not_found`.
 * Course: the run starts (conditional on the states it may start from and the attempts read, with
 * `export.progressed` to `export:<id>`) → the files written day by day on the function's disk, the
 * progress committed after each day → each file put whole, the manifest last → done with the files, in
 * one conditional update. A failure records its reason (failed, retried by whoever runs it again) and
 * is thrown on; files of a failed run are never listed, as only a done export names its files.
 */
export const runExport = async (ports: RunExportPorts, exportId: string): Promise<Result<ExportRecord>> => {
  const record = await ports.readExport(exportId);
  if (!record) return fail('export_not_found');
  if (record.status === 'done') return ok(record);
  const attempt = record.attempts + 1;
  const none = { daysDone: 0, days: 0, rows: 0 };
  const started = await ports.commit(
    [ports.exportItems.start(record, ports.clock())],
    [progressEvent(record, 'running', none)],
  );
  if (!started.ok) return ok((await ports.readExport(exportId)) ?? record);

  const folder = await ports.exportFolder();
  try {
    const written = await writeExportFiles(ports, folder, record, async (progress) => {
      const moved = await ports.commit(
        [ports.exportItems.progress(record.id, attempt, progress)],
        [progressEvent(record, 'running', progress)],
      );
      if (!moved.ok) throw new Superseded(`export ${record.id}: another run took over`);
    });
    const manifest = folder.text('manifest.json');
    await manifest.write(manifestOf(record, written));
    const files: ExportedFile[] = [
      ...written,
      { name: 'manifest.json', rows: 0, contentType: 'application/json', ...(await manifest.close()) },
    ];
    const prefix = exportPrefix(record);
    for (const file of files) await ports.putExportFile(`${prefix}${file.name}`, file);
    const listed: ExportFile[] = files.map(({ name, rows, bytes, sha256 }) => ({
      name,
      key: `${prefix}${name}`,
      rows,
      bytes,
      sha256,
    }));
    const total = { daysDone: 0, days: 0, rows: written.reduce((sum, file) => sum + file.rows, 0) };
    const done = await ports.commit(
      [
        ports.exportItems.done(record.id, attempt, {
          files: listed,
          size: listed.reduce((sum, file) => sum + file.bytes, 0),
          manifestKey: `${prefix}manifest.json`,
          finishedAt: ports.clock().toISOString(),
        }),
      ],
      [progressEvent(record, 'done', total)],
    );
    if (!done.ok) throw new Superseded(`export ${record.id}: another run took over`);
    return ok((await ports.readExport(exportId)) ?? record);
  } catch (error) {
    if (!(error instanceof Superseded)) {
      const failure = reasonOf(error);
      await ports.commit(
        [ports.exportItems.failed(record.id, attempt, failure, ports.clock().toISOString())],
        [progressEvent(record, 'failed', none, failure)],
      );
    }
    throw error;
  } finally {
    await folder.remove();
  }
};

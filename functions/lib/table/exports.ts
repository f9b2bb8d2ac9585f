import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ExportKind } from '#shared/reports/export-period';
import { type ExportState, exportMachine } from '#shared/reports/export-states';
import type { ExportFileView, ExportProgress, ExportView } from '#shared/reports/export-view';
import { documents, tableName } from '../dynamo';
import { cursorOf, keyOfCursor } from './page-cursor';
import type { GuardedItem } from './transaction';

// Finance exports (key chart in README.md): one item per export, `EXPORT#<id>`, listed by
// kind and period start (gsi1 `EXPORTS#<kind>`); each download a log item beside it. Every move of a
// run is conditional on the states it may come from (shared/reports/export-states.ts) and on the
// attempt that made it, so a stale run (a retry took over) changes nothing.

/** A file of a done export in the exports bucket (its key), with what the manifest says of it. */
export interface ExportFile extends ExportFileView {
  key: string;
}

/** An export as stored: what the API shows, with who asked, its runs and its bucket keys. */
export interface ExportRecord extends Omit<ExportView, 'files'> {
  /** Who asked for an on-demand export (her sub). */
  requestedBy?: string;
  /** Runs started so far; a run's moves are conditional on its own number. */
  attempts: number;
  startedAt?: string;
  files?: ExportFile[];
  manifestKey?: string;
}

export interface ExportDownload {
  exportId: string;
  file: string;
  sub: string;
  email?: string;
  at: string;
}

export const exportKeys = {
  item: (id: string) => ({ pk: `EXPORT#${id}`, sk: 'EXPORT' }),
  byKind: (kind: ExportKind, from: string, id: string) => ({
    gsi1pk: `EXPORTS#${kind}`,
    gsi1sk: `${from}#${id}`,
  }),
  download: (id: string, at: string, sub: string) => ({ pk: `EXPORT#${id}`, sk: `DOWNLOAD#${at}#${sub}` }),
};

const exportOf = (item: Record<string, unknown> | undefined): ExportRecord | undefined => {
  if (!item) return undefined;
  const { pk, sk, gsi1pk, gsi1sk, ...record } = item;
  return record as unknown as ExportRecord;
};

const sources = (to: ExportState) => {
  const from = exportMachine.sourcesOf(to);
  return {
    condition: `#status IN (${from.map((_, index) => `:from${index}`).join(', ')})`,
    values: Object.fromEntries(from.map((state, index) => [`:from${index}`, state])),
  };
};

/** A move of attempt `attempt` to `to`, setting `fields`; `stale` when the state or attempt changed. */
const move = (
  id: string,
  to: ExportState,
  attempt: number,
  fields: Record<string, unknown>,
  remove: string[] = [],
): GuardedItem<'stale'> => {
  const from = sources(to);
  const names = Object.keys(fields);
  return {
    item: {
      Update: {
        TableName: tableName(),
        Key: exportKeys.item(id),
        UpdateExpression: `SET #status = :to, ${names.map((name) => `#${name} = :${name}`).join(', ')}${
          remove.length ? ` REMOVE ${remove.join(', ')}` : ''
        }`,
        ConditionExpression: `${from.condition} AND attempts = :attempt`,
        ExpressionAttributeNames: {
          '#status': 'status',
          ...Object.fromEntries(names.map((name) => [`#${name}`, name])),
        },
        ExpressionAttributeValues: {
          ':to': to,
          ':attempt': attempt,
          ...from.values,
          ...Object.fromEntries(names.map((name) => [`:${name}`, fields[name]])),
        },
      },
    },
    whenConditionFails: 'stale',
  };
};

export const exportItems = {
  /** A new export; `exists` when its id was taken (a scheduled period recorded before). */
  create: (record: ExportRecord): GuardedItem<'exists'> => ({
    item: {
      Put: {
        TableName: tableName(),
        Item: {
          ...exportKeys.item(record.id),
          ...exportKeys.byKind(record.kind, record.from, record.id),
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    whenConditionFails: 'exists',
  }),
  /** Run `attempt` (the attempts read plus one) starts: from queued, failed, or a crashed run. */
  start: (record: ExportRecord, now: Date): GuardedItem<'stale'> =>
    move(
      record.id,
      'running',
      record.attempts,
      { attempts: record.attempts + 1, startedAt: now.toISOString() },
      ['failure', 'progress'],
    ),
  progress: (id: string, attempt: number, progress: ExportProgress) =>
    move(id, 'running', attempt, { progress }),
  done: (
    id: string,
    attempt: number,
    fields: Pick<ExportRecord, 'files' | 'size' | 'manifestKey' | 'finishedAt'>,
  ) => move(id, 'done', attempt, fields),
  failed: (id: string, attempt: number, failure: string, finishedAt: string) =>
    move(id, 'failed', attempt, { failure, finishedAt }),
  /** A download's log line: who took which file when. */
  download: (download: ExportDownload): GuardedItem<never> => ({
    item: {
      Put: {
        TableName: tableName(),
        Item: { ...exportKeys.download(download.exportId, download.at, download.sub), ...download },
      },
    },
  }),
};

export const readExport = async (id: string): Promise<ExportRecord | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: exportKeys.item(id), ConsistentRead: true }),
  );
  return exportOf(Item);
};

export interface ExportPage {
  exports: ExportRecord[];
  cursor?: string;
}

/** Exports of a kind whose period starts between the days `from` and `to` (inclusive), newest first. */
export const listExports = async (
  kind: ExportKind,
  { from, to }: { from: string; to: string },
  cursor: string | undefined,
  limit: number,
): Promise<ExportPage> => {
  const { gsi1pk } = exportKeys.byKind(kind, '', '');
  const page = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :kind AND gsi1sk BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':kind': gsi1pk, ':from': from, ':to': `${to}~` },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: keyOfCursor(cursor, ['gsi1pk', gsi1pk]),
    }),
  );
  const next = cursorOf(page.LastEvaluatedKey as Record<string, string> | undefined);
  return {
    exports: (page.Items ?? []).map((item) => exportOf(item) as ExportRecord),
    ...(next ? { cursor: next } : {}),
  };
};

/** An export's downloads, oldest first. */
export const listExportDownloads = async (id: string): Promise<ExportDownload[]> => {
  const { Items } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': exportKeys.item(id).pk, ':prefix': 'DOWNLOAD#' },
    }),
  );
  return (Items ?? []).map(({ pk, sk, ...download }) => download as ExportDownload);
};

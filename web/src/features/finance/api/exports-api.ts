import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';
import type { ExportKind } from '#shared/reports/export-period';
import type { ExportRange } from '#shared/reports/export-requests';
import type { ExportListPage, ExportView } from '#shared/reports/export-view';
import type { ApiError } from '../../../lib/api-client';
import { authorizedFetch } from '../../../lib/session/session';

// The finance exports API (functions/reports/README.md): the list, one export, an on-demand export
// and a file's short-lived link.

/** The list's filter: a kind and the months (`yyyy-mm`) the periods start in, blank for the API's default. */
export interface ExportFilter {
  kind: ExportKind;
  from: string;
  to: string;
}

const exportsPath = (filter: ExportFilter, cursor?: string) => {
  const query = new URLSearchParams({ kind: filter.kind });
  if (filter.from) query.set('from', filter.from);
  if (filter.to) query.set('to', filter.to);
  if (cursor) query.set('cursor', cursor);
  return `/api/reports/exports?${query}`;
};

/** The exports of the filter, newest first; a further page starts at the last one's cursor. */
export const useExports = (filter: ExportFilter) =>
  useSWRInfinite<ExportListPage, ApiError>(
    (index: number, previous: ExportListPage | null) =>
      index === 0 ? exportsPath(filter) : previous?.cursor ? exportsPath(filter, previous.cursor) : null,
    authorizedFetch,
    { revalidateFirstPage: false },
  );

const finished = (view: ExportView | undefined) => view?.status === 'done' || view?.status === 'failed';

/** One export, read again every few seconds until it is done or failed (the live topic's fallback). */
export const useExport = (id: string | undefined) =>
  useSWR<ExportView, ApiError>(
    id ? `/api/reports/exports/${encodeURIComponent(id)}` : null,
    authorizedFetch,
    { refreshInterval: (latest) => (finished(latest) ? 0 : 3000) },
  );

/** Queues an on-demand export of the days (202). */
export const startExport = (range: ExportRange) =>
  authorizedFetch<ExportView>('/api/reports/exports', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(range),
  });

/** A presigned address of one file of a done export, valid a few minutes. */
export const exportFileLink = (id: string, name: string) =>
  authorizedFetch<{ url: string; expiresAt: string }>(
    `/api/reports/exports/${encodeURIComponent(id)}/files/${encodeURIComponent(name)}`,
  );

import { dayOf } from '#shared/reports/export-period';
import { exportListQuerySchema, exportRangeSchema } from '#shared/reports/export-requests';
import type { Route } from '../lib/http/http-handler';
import { staffMemberOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { reportDeps } from '../use-cases/reports/deps';
import { downloadExport } from '../use-cases/reports/download-export';
import { listExportsOf, readExportOf } from '../use-cases/reports/list-exports';
import { startExport } from '../use-cases/reports/start-export';

// The finance staff's exports (access `finance`): a signed-in caller outside
// the group is `not_allowed`, a guest is refused by the JWT authorizer.

const exportIdOf = ({ event }: Parameters<Route>[0]): string => event.pathParameters?.id ?? '';

/** `GET /api/reports/exports?kind=&from=&to=&cursor=`: exports of a kind by period, newest first. */
export const getExports: Route = async (request) => {
  staffMemberOf(request, 'finance');
  return replyOf(await listExportsOf(reportDeps(), parseQuery(request.event, exportListQuerySchema)), 200);
};

/** `POST /api/reports/exports` `{ from, to, decimalComma? }`: an on-demand export, queued (202). */
export const postExport: Route = async (request) => {
  const { sub } = staffMemberOf(request, 'finance');
  const ports = reportDeps();
  const range = parseJsonBody(request.event, exportRangeSchema(dayOf(ports.clock())));
  return replyOf(await startExport(ports, { sub, range }), 202);
};

/** `GET /api/reports/exports/{id}`: one export, its progress, files or failure. */
export const getExport: Route = async (request) => {
  staffMemberOf(request, 'finance');
  return replyOf(await readExportOf(reportDeps(), exportIdOf(request)), 200);
};

/** `GET /api/reports/exports/{id}/files/{name}`: a presigned link to a done export's file, the download logged. */
export const getExportFile: Route = async (request) => {
  const { sub, email } = staffMemberOf(request, 'finance');
  const input = {
    sub,
    ...(email ? { email } : {}),
    exportId: exportIdOf(request),
    file: request.event.pathParameters?.name ?? '',
  };
  return replyOf(await downloadExport(reportDeps(), input), 200);
};

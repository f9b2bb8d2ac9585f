import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { getExport, getExportFile, getExports, postExport } from './export-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  // Finance exports: the list, an on-demand export, one export, a file's download link.
  'GET /api/reports/exports': getExports,
  'POST /api/reports/exports': postExport,
  'GET /api/reports/exports/{id}': getExport,
  'GET /api/reports/exports/{id}/files/{name}': getExportFile,
};

export const handler = httpHandler(routes);

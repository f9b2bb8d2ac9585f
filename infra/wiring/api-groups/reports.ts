import { type ApiGroupDecl, apiFunction } from '../http-api';

// Finance exports: the finance staff list them, ask for one of a date
// range and download their files through presigned links (each download logged).
export const reportsApi: ApiGroupDecl = apiFunction('reports', { table: 'readWrite', exports: 'read' }, [
  { method: 'GET', path: '/api/reports/exports', access: 'finance' },
  { method: 'POST', path: '/api/reports/exports', access: 'finance' },
  { method: 'GET', path: '/api/reports/exports/{id}', access: 'finance' },
  { method: 'GET', path: '/api/reports/exports/{id}/files/{name}', access: 'finance' },
]);

import { type ApiGroupDecl, apiFunction } from '../http-api';

// The catalogue's sitemaps read the published index from the documents bucket.
export const commonApi: ApiGroupDecl = apiFunction(
  'common',
  { table: 'read', documents: 'read', liveAddress: true },
  [
    { method: 'GET', path: '/api/common/health', access: 'public' },
    // The shop's settings, the same for everyone for a minute (`public, max-age=60`): kept at the edge.
    { method: 'GET', path: '/api/common/settings', access: 'public', edgeCached: true },
    { method: 'GET', path: '/api/common/robots.txt', access: 'public' },
    { method: 'GET', path: '/api/common/sitemap.xml', access: 'public' },
    { method: 'GET', path: '/api/common/sitemaps/{name}', access: 'public' },
    // Anything else under /api answers 404 route_not_found from our own error shape.
    { method: 'ANY', path: '/api/{proxy+}', access: 'public' },
  ],
);

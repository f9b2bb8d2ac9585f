import { AppError } from '../lib/errors';
import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { getHealth } from './get-health';
import { getRobots } from './get-robots';
import { getSettings } from './get-settings';
import { getChildSitemap, getSitemapIndex } from './get-sitemap';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/common/health': getHealth,
  'GET /api/common/settings': getSettings,
  'GET /api/common/robots.txt': getRobots,
  'GET /api/common/sitemap.xml': getSitemapIndex,
  'GET /api/common/sitemaps/{name}': getChildSitemap,
  'ANY /api/{proxy+}': async () => {
    throw new AppError('route_not_found');
  },
};

export const handler = httpHandler(routes);

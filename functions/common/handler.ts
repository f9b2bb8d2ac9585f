import { AppError } from '../lib/errors';
import { httpHandler } from '../lib/http/http-handler';
import { getHealth } from './get-health';
import { getRobots } from './get-robots';
import { getSettings } from './get-settings';
import { getChildSitemap, getSitemapIndex } from './get-sitemap';

export const handler = httpHandler({
  'GET /api/common/health': getHealth,
  'GET /api/common/settings': getSettings,
  'GET /api/common/robots.txt': getRobots,
  'GET /api/common/sitemap.xml': getSitemapIndex,
  'GET /api/common/sitemaps/{name}': getChildSitemap,
  'ANY /api/{proxy+}': async () => {
    throw new AppError('route_not_found');
  },
});

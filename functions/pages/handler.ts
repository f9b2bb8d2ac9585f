import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { getSitePageRoute } from './get-site-page';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/pages/{proxy+}': getSitePageRoute,
};

export const handler = httpHandler(routes);

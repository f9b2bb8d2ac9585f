import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import {
  deleteAllegroProblem,
  getAllegroStatus,
  postAllegroConnection,
  postAllegroConnectionCheck,
  postAllegroProblemImport,
} from './allegro-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  // The shop's Allegro account: its connection, and the marketplace orders kept for the staff.
  'GET /api/marketplace/staff/allegro': getAllegroStatus,
  'POST /api/marketplace/staff/allegro/connection': postAllegroConnection,
  'POST /api/marketplace/staff/allegro/connection/check': postAllegroConnectionCheck,
  'POST /api/marketplace/staff/allegro/problems/{formId}/import': postAllegroProblemImport,
  'DELETE /api/marketplace/staff/allegro/problems/{formId}': deleteAllegroProblem,
};

export const handler = httpHandler(routes);

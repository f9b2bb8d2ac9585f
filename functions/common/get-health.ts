import { appVersion } from '#shared/settings';
import type { Route } from '../lib/http/http-handler';
import { json } from '../lib/http/reply';
import { getMaintenance } from '../lib/table/settings';

/**
 * 200 when the function can read the table (one GetItem: the maintenance settings, the cheapest read
 * every page needs anyway); an unreachable table answers 503 with Retry-After from the error mapping.
 */
export const getHealth: Route = async () => {
  await getMaintenance();
  return json(200, { status: 'ok', version: appVersion });
};

import { userSettingsSchema } from '#shared/user-settings';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
import { getUserSettings, putUserSettings } from '../lib/table/user-settings';

/** GET /api/clients/me/settings */
export const getMySettings: Route = async (request) => json(200, await getUserSettings(ownerOf(request)));

/** PUT /api/clients/me/settings: replaces the caller's settings with a valid set. */
export const putMySettings: Route = async (request) => {
  const owner = ownerOf(request);
  const settings = parseJsonBody(request.event, userSettingsSchema);
  await putUserSettings(owner, settings);
  return json(200, settings);
};

import { httpHandler } from '../lib/http/http-handler';
import { getMySettings, putMySettings } from './user-settings-routes';

export const handler = httpHandler({
  'GET /api/clients/me/settings': getMySettings,
  'PUT /api/clients/me/settings': putMySettings,
});

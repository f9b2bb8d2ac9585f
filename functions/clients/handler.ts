import { httpHandler } from '../lib/http/http-handler';
import { getMyProfile, putMyInvoiceData, putMyProfile } from './profile-routes';
import { getMySettings, putMySettings } from './user-settings-routes';

export const handler = httpHandler({
  'GET /api/clients/me/settings': getMySettings,
  'PUT /api/clients/me/settings': putMySettings,
  'GET /api/clients/me/profile': getMyProfile,
  'PUT /api/clients/me/profile': putMyProfile,
  'PUT /api/clients/me/invoice-data': putMyInvoiceData,
});

import { companyInvoiceDataSchema } from '#shared/identity/company';
import { profileEditSchema } from '#shared/identity/profile';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { convertToBusiness } from '../use-cases/clients/convert-to-business';
import { deps } from '../use-cases/clients/deps';
import { editClientProfile } from '../use-cases/clients/edit-client-profile';
import { showClientProfile } from '../use-cases/clients/show-client-profile';

/** GET /api/clients/me/profile */
export const getMyProfile: Route = async (request) =>
  replyOf(await showClientProfile(deps(), { userId: ownerOf(request) }), 200);

/** PUT /api/clients/me/profile: name and phone. */
export const putMyProfile: Route = async (request) => {
  const userId = ownerOf(request);
  const edit = parseJsonBody(request.event, profileEditSchema);
  return replyOf(await editClientProfile(deps(), { userId, edit }), 200);
};

/**
 * PUT /api/clients/me/invoice-data: the default invoice data of the company the public register finds
 * for the tax number; a private customer becomes a business one (spec section 4).
 */
export const putMyInvoiceData: Route = async (request) => {
  const userId = ownerOf(request);
  const form = parseJsonBody(request.event, companyInvoiceDataSchema);
  return replyOf(await convertToBusiness(deps(), { userId, form }), 200);
};

import {
  AdminAddUserToGroupCommand,
  AdminUpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { accountTypeIds } from '../../shared/identity/account-types';
import { type CompanyInvoiceData, companyInvoiceDataSchema } from '../../shared/identity/company';
import { type ClientProfile, profileEditSchema, profileLifetimeMinutes } from '../../shared/identity/profile';
import { fieldMessages } from '../../shared/validation';
import { cognito } from '../lib/cognito';
import { companyRegister } from '../lib/company-register/company-register';
import { config } from '../lib/config';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
import { logger } from '../lib/logger';
import {
  getClientProfile,
  putInvoiceData,
  type StoredProfile,
  updateClientProfile,
} from '../lib/table/client-profiles';

const profileReply = (profile: StoredProfile, invoiceData: CompanyInvoiceData | null, now = new Date()) =>
  json(200, {
    userId: profile.userId,
    accountId: profile.userId,
    name: profile.name,
    email: profile.email,
    phone: profile.phone,
    expirationDateTime: new Date(now.getTime() + profileLifetimeMinutes * 60_000).toISOString(),
    accountTypeId: profile.accountTypeId,
    defaultInvoiceData: invoiceData,
    isDefaultCustomer: true,
    isExternal: profile.isExternal,
  } satisfies ClientProfile);

const loadProfile = async (userId: string) => {
  const found = await getClientProfile(userId);
  if (!found) throw new AppError('user_not_found');
  return found;
};

/** GET /api/clients/me/profile */
export const getMyProfile: Route = async (request) => {
  const { profile, invoiceData } = await loadProfile(ownerOf(request));
  return profileReply(profile, invoiceData);
};

/** PUT /api/clients/me/profile: name and phone. */
export const putMyProfile: Route = async (request) => {
  const userId = ownerOf(request);
  const edit = parseJsonBody(request.event, profileEditSchema);
  if (!(await updateClientProfile(userId, edit))) throw new AppError('user_not_found');
  const { profile, invoiceData } = await loadProfile(userId);
  return profileReply(profile, invoiceData);
};

/**
 * PUT /api/clients/me/invoice-data: the default invoice data; the company must be found in the public
 * register. A private customer becomes a business one (spec section 4): the Cognito group and
 * `custom:accountType` change first, so a failure there leaves the profile private and the call can
 * simply be repeated.
 */
export const putMyInvoiceData: Route = async (request) => {
  const userId = ownerOf(request);
  const invoiceData = parseJsonBody(request.event, companyInvoiceDataSchema);
  const { profile } = await loadProfile(userId);
  if (!(await companyRegister().find(invoiceData.country, invoiceData.taxNumber))) {
    throw new AppError('company_not_found', [{ path: 'taxNumber', message: fieldMessages.companyNotFound }]);
  }
  const accountTypeId =
    profile.accountTypeId === accountTypeIds.customer ? accountTypeIds.business : profile.accountTypeId;
  if (accountTypeId !== profile.accountTypeId) await becomeBusiness(userId);
  await putInvoiceData(userId, invoiceData, accountTypeId);
  const updated = await loadProfile(userId);
  return profileReply(updated.profile, updated.invoiceData);
};

/** The user's Cognito username is their `sub` (the pool signs in by e-mail alias). */
const becomeBusiness = async (userId: string) => {
  const UserPoolId = config('userPool').USER_POOL_ID;
  try {
    await cognito().send(
      new AdminAddUserToGroupCommand({ UserPoolId, Username: userId, GroupName: 'business' }),
    );
    await cognito().send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId,
        Username: userId,
        UserAttributes: [{ Name: 'custom:accountType', Value: 'business' }],
      }),
    );
  } catch (error) {
    if ((error as Error).name === 'UserNotFoundException') throw new AppError('user_not_found');
    logger.error('conversion to business failed in Cognito', { error: error as Error });
    throw new AppError('invoice_data_edit_failed');
  }
};

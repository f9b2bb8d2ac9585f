import { accountTypeIds } from '../../shared/identity/account-types';
import { type CompanyInvoiceData, companyInvoiceDataSchema } from '../../shared/identity/company';
import { type ClientProfile, profileEditSchema, profileLifetimeMinutes } from '../../shared/identity/profile';
import { fieldMessages } from '../../shared/validation';
import { companyRegister, type RegisteredCompany } from '../lib/company-register/company-register';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { ownerOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { json } from '../lib/http/reply';
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

/** The register's name and address; the form adds only what the register lacks (the flat number). */
const invoiceDataOf = (company: RegisteredCompany, form: CompanyInvoiceData): CompanyInvoiceData => ({
  country: company.country,
  taxNumber: company.taxNumber,
  companyName: company.companyName,
  companyZipCode: company.companyZipCode,
  companyCity: company.companyCity,
  companyStreet: company.companyStreet,
  companyBuildingNumber: company.companyBuildingNumber,
  companyFlatNumber: company.companyFlatNumber ?? form.companyFlatNumber,
});

/**
 * PUT /api/clients/me/invoice-data: the default invoice data of the company the public register finds
 * for the tax number (its name and address, never the form's). A private customer becomes a business
 * one (spec section 4) in the same write: the account type lives only in the profile, and the next
 * token's claims are derived from it.
 */
export const putMyInvoiceData: Route = async (request) => {
  const userId = ownerOf(request);
  const form = parseJsonBody(request.event, companyInvoiceDataSchema);
  const { profile } = await loadProfile(userId);
  const company = await companyRegister().find(form.country, form.taxNumber);
  if (!company) {
    throw new AppError('company_not_found', [{ path: 'taxNumber', message: fieldMessages.companyNotFound }]);
  }
  const accountTypeId =
    profile.accountTypeId === accountTypeIds.customer ? accountTypeIds.business : profile.accountTypeId;
  await putInvoiceData(userId, invoiceDataOf(company, form), accountTypeId);
  const updated = await loadProfile(userId);
  return profileReply(updated.profile, updated.invoiceData);
};

import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { deleteMyAddress, getMyAddresses, postMyAddress, putMyAddress } from './address-routes';
import { getCompany } from './company-routes';
import {
  getPartnerOrders,
  getPartnerPriceList,
  getPartnerProfile,
  getStaffPartnerPriceList,
  getStaffPartners,
  postStaffPartner,
} from './partner-routes';
import { getMyProfile, putMyInvoiceData, putMyProfile } from './profile-routes';
import {
  getStaffCustomer,
  getStaffCustomers,
  postStaffCustomerPartner,
  postStaffCustomerSignUpCode,
  putStaffCustomerInvoiceData,
  putStaffCustomerPartner,
  putStaffCustomerSignIn,
} from './staff-customer-routes';
import { getMySettings, putMySettings } from './user-settings-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/clients/me/settings': getMySettings,
  'PUT /api/clients/me/settings': putMySettings,
  'GET /api/clients/me/profile': getMyProfile,
  'PUT /api/clients/me/profile': putMyProfile,
  'PUT /api/clients/me/invoice-data': putMyInvoiceData,
  'GET /api/clients/me/addresses': getMyAddresses,
  'POST /api/clients/me/addresses': postMyAddress,
  'PUT /api/clients/me/addresses/{id}': putMyAddress,
  'DELETE /api/clients/me/addresses/{id}': deleteMyAddress,
  'GET /api/clients/companies/{country}/{taxNumber}': getCompany,
  'GET /api/clients/partner/profile': getPartnerProfile,
  'GET /api/clients/partner/price-list': getPartnerPriceList,
  'GET /api/clients/partner/orders': getPartnerOrders,
  'POST /api/clients/staff/partners': postStaffPartner,
  'GET /api/clients/staff/partners': getStaffPartners,
  'GET /api/clients/staff/partners/{id}/price-list': getStaffPartnerPriceList,
  'GET /api/clients/staff/customers': getStaffCustomers,
  'GET /api/clients/staff/customers/{id}': getStaffCustomer,
  'PUT /api/clients/staff/customers/{id}/sign-in': putStaffCustomerSignIn,
  'POST /api/clients/staff/customers/{id}/sign-up-code': postStaffCustomerSignUpCode,
  'PUT /api/clients/staff/customers/{id}/invoice-data': putStaffCustomerInvoiceData,
  'POST /api/clients/staff/customers/{id}/partner': postStaffCustomerPartner,
  'PUT /api/clients/staff/customers/{id}/partner': putStaffCustomerPartner,
};

export const handler = httpHandler(routes);

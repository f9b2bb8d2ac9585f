import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { companyInvoiceDataSchema } from '#shared/identity/company';
import {
  customerIdPattern,
  partnerEnrolmentOfCustomerSchema,
  signInChangeSchema,
  staffCustomersQuerySchema,
} from '#shared/identity/staff-customer';
import { partnerSuspensionChangeSchema } from '#shared/partners/staff-partners';
import { AppError } from '../lib/errors';
import type { Route } from '../lib/http/http-handler';
import { staffMemberOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { parseQuery } from '../lib/http/parse-query';
import { replyOf } from '../lib/http/reply-of';
import { changePartnerSuspension } from '../use-cases/clients/change-partner-suspension';
import { changeSignIn } from '../use-cases/clients/change-sign-in';
import { convertCustomerToBusiness } from '../use-cases/clients/convert-customer-to-business';
import { enrolCustomerAsPartner } from '../use-cases/clients/enrol-customer-as-partner';
import { findCustomers } from '../use-cases/clients/find-customers';
import { resendSignUpCodeFor } from '../use-cases/clients/resend-sign-up-code';
import { showCustomer } from '../use-cases/clients/show-customer';
import { staffCustomerDeps } from '../use-cases/clients/staff-customer-deps';

// The operations staff's customers (access `operations`): any customer by her id; a signed-in caller
// outside the group is `not_allowed`. Each action is recorded with the member's e-mail.

/** The `{id}` of a customer route; an id no user can have is not found, as an unknown one is. */
export const customerIdOf = (event: APIGatewayProxyEventV2): string => {
  const id = event.pathParameters?.id ?? '';
  if (!customerIdPattern.test(id)) throw new AppError('customer_not_found');
  return id;
};

/** The member acting, named in the customer's record by her e-mail (her id when the token has none). */
export const actingMember = (request: Parameters<Route>[0]) => {
  const { email, sub } = staffMemberOf(request, 'operations');
  return email ?? sub;
};

/** `GET /api/clients/staff/customers?q=&cursor=`: the newest customers, or those a phrase finds. */
export const getStaffCustomers: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return replyOf(
    await findCustomers(staffCustomerDeps(), parseQuery(request.event, staffCustomersQuerySchema)),
    200,
  );
};

/** `GET /api/clients/staff/customers/{id}`: her page; 404 `customer_not_found`. */
export const getStaffCustomer: Route = async (request) => {
  staffMemberOf(request, 'operations');
  return replyOf(await showCustomer(staffCustomerDeps(), { userId: customerIdOf(request.event) }), 200);
};

/** `PUT /api/clients/staff/customers/{id}/sign-in` `{ blocked }`: her sign-in blocked or allowed again. */
export const putStaffCustomerSignIn: Route = async (request) => {
  const staffEmail = actingMember(request);
  const userId = customerIdOf(request.event);
  const { blocked } = parseJsonBody(request.event, signInChangeSchema);
  return replyOf(await changeSignIn(staffCustomerDeps(), { userId, blocked, staffEmail }), 200);
};

/** `POST /api/clients/staff/customers/{id}/sign-up-code`: an unconfirmed sign-up's code mailed again. */
export const postStaffCustomerSignUpCode: Route = async (request) => {
  const staffEmail = actingMember(request);
  const userId = customerIdOf(request.event);
  return replyOf(await resendSignUpCodeFor(staffCustomerDeps(), { userId, staffEmail }), 200);
};

/** `PUT /api/clients/staff/customers/{id}/invoice-data`: a private customer made business from the register. */
export const putStaffCustomerInvoiceData: Route = async (request) => {
  const staffEmail = actingMember(request);
  const userId = customerIdOf(request.event);
  const form = parseJsonBody(request.event, companyInvoiceDataSchema);
  return replyOf(await convertCustomerToBusiness(staffCustomerDeps(), { userId, form, staffEmail }), 200);
};

/** `POST /api/clients/staff/customers/{id}/partner` `{ currency }`: a business customer enrolled as a partner. */
export const postStaffCustomerPartner: Route = async (request) => {
  const staffEmail = actingMember(request);
  const userId = customerIdOf(request.event);
  const { currency } = parseJsonBody(request.event, partnerEnrolmentOfCustomerSchema);
  return replyOf(await enrolCustomerAsPartner(staffCustomerDeps(), { userId, currency, staffEmail }), 200);
};

/** `PUT /api/clients/staff/customers/{id}/partner` `{ suspended }`: a partner suspended or reinstated. */
export const putStaffCustomerPartner: Route = async (request) => {
  const staffEmail = actingMember(request);
  const userId = customerIdOf(request.event);
  const { suspended } = parseJsonBody(request.event, partnerSuspensionChangeSchema);
  return replyOf(await changePartnerSuspension(staffCustomerDeps(), { userId, suspended, staffEmail }), 200);
};

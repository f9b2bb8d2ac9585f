import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import {
  getAccountNameAvailability,
  getMyAccounts,
  postAccountAgreement,
  postAccountRefresh,
  postMyAccount,
} from './account-routes';
import { getMyDashboard } from './dashboard-route';
import { getRenewalOffer, postRenewalOffer } from './renewal-offer-routes';
import {
  getMySubscription,
  getMySubscriptions,
  postSubscriptionCancellation,
  postSubscriptionConfiguration,
  putSubscriptionAutoRenew,
  putSubscriptionQuantity,
  putSubscriptionRenewal,
} from './subscription-routes';
import {
  deleteAccountUser,
  getAccountDeletedUsers,
  getAccountUsers,
  postAccountUser,
  postAccountUserPassword,
  postAccountUserRestore,
  putAccountUser,
  putAccountUserLicences,
  putAccountUserRole,
} from './user-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/csp/me/accounts': getMyAccounts,
  'GET /api/csp/me/accounts/availability': getAccountNameAvailability,
  'POST /api/csp/me/accounts': postMyAccount,
  'POST /api/csp/me/accounts/{id}/refresh': postAccountRefresh,
  'POST /api/csp/me/accounts/{id}/agreement': postAccountAgreement,
  'GET /api/csp/me/dashboard': getMyDashboard,
  'GET /api/csp/me/subscriptions': getMySubscriptions,
  'GET /api/csp/me/subscriptions/{id}': getMySubscription,
  'POST /api/csp/me/subscriptions/{id}/configuration': postSubscriptionConfiguration,
  'PUT /api/csp/me/subscriptions/{id}/quantity': putSubscriptionQuantity,
  'PUT /api/csp/me/subscriptions/{id}/auto-renew': putSubscriptionAutoRenew,
  'PUT /api/csp/me/subscriptions/{id}/renewal': putSubscriptionRenewal,
  'POST /api/csp/me/subscriptions/{id}/cancellation': postSubscriptionCancellation,
  'GET /api/csp/me/renewal-offers/{guid}': getRenewalOffer,
  'POST /api/csp/me/renewal-offers/{guid}': postRenewalOffer,
  'GET /api/csp/me/accounts/{id}/users': getAccountUsers,
  'POST /api/csp/me/accounts/{id}/users': postAccountUser,
  'PUT /api/csp/me/accounts/{id}/users/{userId}': putAccountUser,
  'DELETE /api/csp/me/accounts/{id}/users/{userId}': deleteAccountUser,
  'GET /api/csp/me/accounts/{id}/deleted-users': getAccountDeletedUsers,
  'POST /api/csp/me/accounts/{id}/users/{userId}/restore': postAccountUserRestore,
  'POST /api/csp/me/accounts/{id}/users/{userId}/password': postAccountUserPassword,
  'PUT /api/csp/me/accounts/{id}/users/{userId}/licences': putAccountUserLicences,
  'PUT /api/csp/me/accounts/{id}/users/{userId}/role': putAccountUserRole,
};

export const handler = httpHandler(routes);

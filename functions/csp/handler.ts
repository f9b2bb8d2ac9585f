import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import {
  getAccountNameAvailability,
  getMyAccounts,
  postAccountAgreement,
  postAccountRefresh,
  postMyAccount,
} from './account-routes';
import { getMySubscription, getMySubscriptions, postSubscriptionConfiguration } from './subscription-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'GET /api/csp/me/accounts': getMyAccounts,
  'GET /api/csp/me/accounts/availability': getAccountNameAvailability,
  'POST /api/csp/me/accounts': postMyAccount,
  'POST /api/csp/me/accounts/{id}/refresh': postAccountRefresh,
  'POST /api/csp/me/accounts/{id}/agreement': postAccountAgreement,
  'GET /api/csp/me/subscriptions': getMySubscriptions,
  'GET /api/csp/me/subscriptions/{id}': getMySubscription,
  'POST /api/csp/me/subscriptions/{id}/configuration': postSubscriptionConfiguration,
};

export const handler = httpHandler(routes);

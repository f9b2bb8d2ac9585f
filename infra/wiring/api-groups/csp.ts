import { type ApiGroupDecl, apiFunction } from '../http-api';
import { attemptThrottle } from '../request-limits';

// Microsoft 365 accounts: a customer's tenants, created or linked at Partner Center, and
// their Microsoft Customer Agreement. Creating a tenant waits for Microsoft, so it has more time.
export const cspApi: ApiGroupDecl = {
  ...apiFunction('csp', { table: 'readWrite', partnerCenterSecret: true, graphSecret: true }, [
    { method: 'GET', path: '/api/csp/me/accounts', access: 'customer' },
    // A name check asks Microsoft: worth throttling like any lookup worth guessing.
    {
      method: 'GET',
      path: '/api/csp/me/accounts/availability',
      access: 'customer',
      throttle: attemptThrottle,
    },
    { method: 'POST', path: '/api/csp/me/accounts', access: 'customer', throttle: attemptThrottle },
    { method: 'POST', path: '/api/csp/me/accounts/{id}/refresh', access: 'customer' },
    { method: 'POST', path: '/api/csp/me/accounts/{id}/agreement', access: 'customer' },
    // The customer's subscriptions, read from the table; configuring one
    // chooses its tenant and starts its provisioning (an event: Microsoft takes minutes).
    // The dashboard's calendar: subscriptions, unpaid renewals and invoices, cards.
    { method: 'GET', path: '/api/csp/me/dashboard', access: 'customer' },
    { method: 'GET', path: '/api/csp/me/subscriptions', access: 'customer' },
    { method: 'GET', path: '/api/csp/me/subscriptions/{id}', access: 'customer' },
    { method: 'POST', path: '/api/csp/me/subscriptions/{id}/configuration', access: 'customer' },
    // Licences, renewal and cancellation change at Partner Center at once (its 168-hour rules).
    { method: 'PUT', path: '/api/csp/me/subscriptions/{id}/quantity', access: 'customer' },
    { method: 'PUT', path: '/api/csp/me/subscriptions/{id}/auto-renew', access: 'customer' },
    { method: 'PUT', path: '/api/csp/me/subscriptions/{id}/renewal', access: 'customer' },
    { method: 'POST', path: '/api/csp/me/subscriptions/{id}/cancellation', access: 'customer' },
    // The renewal by an invoice's link (`/odnow/{invoiceGuid}/`): the subscriptions it billed, renewed
    // and their next terms ordered ahead.
    { method: 'GET', path: '/api/csp/me/renewal-offers/{guid}', access: 'customer' },
    { method: 'POST', path: '/api/csp/me/renewal-offers/{guid}', access: 'customer' },
    // The users of an account's tenant and their licences and roles, at
    // Microsoft Graph; a new user's and a reset's temporary password are throttled like attempts.
    { method: 'GET', path: '/api/csp/me/accounts/{id}/users', access: 'customer' },
    {
      method: 'POST',
      path: '/api/csp/me/accounts/{id}/users',
      access: 'customer',
      throttle: attemptThrottle,
    },
    { method: 'PUT', path: '/api/csp/me/accounts/{id}/users/{userId}', access: 'customer' },
    { method: 'DELETE', path: '/api/csp/me/accounts/{id}/users/{userId}', access: 'customer' },
    { method: 'GET', path: '/api/csp/me/accounts/{id}/deleted-users', access: 'customer' },
    { method: 'POST', path: '/api/csp/me/accounts/{id}/users/{userId}/restore', access: 'customer' },
    {
      method: 'POST',
      path: '/api/csp/me/accounts/{id}/users/{userId}/password',
      access: 'customer',
      throttle: attemptThrottle,
    },
    { method: 'PUT', path: '/api/csp/me/accounts/{id}/users/{userId}/licences', access: 'customer' },
    { method: 'PUT', path: '/api/csp/me/accounts/{id}/users/{userId}/role', access: 'customer' },
  ]),
  timeoutSeconds: 29,
  memoryMb: 1024,
};

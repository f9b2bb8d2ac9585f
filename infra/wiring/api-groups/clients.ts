import { type ApiGroupDecl, apiFunction } from '../http-api';
import { attemptThrottle } from '../request-limits';

// The documents bucket: the partner portal's price list reads the published catalogue index.
export const clientsApi: ApiGroupDecl = {
  ...apiFunction('clients', { table: 'readWrite', documents: 'read', userPool: 'findByEmail' }, [
    { method: 'GET', path: '/api/clients/me/settings', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/settings', access: 'customer' },
    { method: 'GET', path: '/api/clients/me/profile', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/profile', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/invoice-data', access: 'customer', throttle: attemptThrottle },
    { method: 'GET', path: '/api/clients/me/addresses', access: 'customer' },
    { method: 'POST', path: '/api/clients/me/addresses', access: 'customer' },
    { method: 'PUT', path: '/api/clients/me/addresses/{id}', access: 'customer' },
    { method: 'DELETE', path: '/api/clients/me/addresses/{id}', access: 'customer' },
    {
      method: 'GET',
      path: '/api/clients/companies/{country}/{taxNumber}',
      access: 'public',
      throttle: attemptThrottle,
    },
    // The business partners' portal: signed in, and a partner by the use case's check.
    { method: 'GET', path: '/api/clients/partner/profile', access: 'customer' },
    { method: 'GET', path: '/api/clients/partner/price-list', access: 'customer' },
    { method: 'GET', path: '/api/clients/partner/orders', access: 'customer' },
    // Partners are enrolled by the operations staff, by the user's sign-in e-mail (the user pool's look-up),
    // listed by state, and their price lists seen as the partner sees them.
    { method: 'POST', path: '/api/clients/staff/partners', access: 'operations' },
    { method: 'GET', path: '/api/clients/staff/partners', access: 'operations' },
    { method: 'GET', path: '/api/clients/staff/partners/{id}/price-list', access: 'operations' },
    // The operations staff's customers: found by e-mail (the user pool), name, company or tax number.
    { method: 'GET', path: '/api/clients/staff/customers', access: 'operations' },
    { method: 'GET', path: '/api/clients/staff/customers/{id}', access: 'operations' },
    { method: 'PUT', path: '/api/clients/staff/customers/{id}/sign-in', access: 'operations' },
    { method: 'POST', path: '/api/clients/staff/customers/{id}/sign-up-code', access: 'operations' },
    { method: 'PUT', path: '/api/clients/staff/customers/{id}/invoice-data', access: 'operations' },
    { method: 'POST', path: '/api/clients/staff/customers/{id}/partner', access: 'operations' },
    { method: 'PUT', path: '/api/clients/staff/customers/{id}/partner', access: 'operations' },
  ]),
  memoryMb: 384,
};

import { type ApiGroupDecl, apiFunction } from '../http-api';

// The shop's Allegro account, looked after by operations: its connection by OAuth device code, the
// journal's figures, and the marketplace orders kept for the staff (an unknown offer…), imported again
// or settled. Its own function, so the checkout's `orders` carries neither Allegro's adapter nor its secret.
export const marketplaceApi: ApiGroupDecl = apiFunction(
  'marketplace',
  { table: 'readWrite', allegroSecret: true },
  [
    { method: 'GET', path: '/api/marketplace/staff/allegro', access: 'operations' },
    { method: 'POST', path: '/api/marketplace/staff/allegro/connection', access: 'operations' },
    { method: 'POST', path: '/api/marketplace/staff/allegro/connection/check', access: 'operations' },
    { method: 'POST', path: '/api/marketplace/staff/allegro/problems/{formId}/import', access: 'operations' },
    { method: 'DELETE', path: '/api/marketplace/staff/allegro/problems/{formId}', access: 'operations' },
  ],
);

import { type Access, type ApiGroupDecl, apiFunction, type RouteDecl } from '../http-api';
import { attemptThrottle } from '../request-limits';

/** The basket's routes under `base`; a discount code is an attempt worth guessing, so its route is throttled. */
const basketRoutes = (base: string, access: Access): RouteDecl[] => [
  { method: 'GET', path: base, access },
  { method: 'POST', path: `${base}/items`, access },
  { method: 'PUT', path: `${base}/items/{productId}`, access },
  { method: 'DELETE', path: `${base}/items/{productId}`, access },
  { method: 'PUT', path: `${base}/discount`, access, throttle: attemptThrottle },
  { method: 'DELETE', path: `${base}/discount`, access },
  { method: 'PUT', path: `${base}/consents`, access },
];

export const ordersApi: ApiGroupDecl = {
  ...apiFunction('orders', { table: 'readWrite' }, [
    // Basket: a guest's by its cookie, a customer's by the token.
    ...basketRoutes('/api/orders/basket', 'public'),
    ...basketRoutes('/api/orders/me/basket', 'customer'),
    { method: 'POST', path: '/api/orders/me/basket/merge', access: 'customer' },
    // Checkout: parcel lockers by city or zip code, through the parcel-locker port; the same for
    // everyone asking the same `q` (`public, max-age=300`), kept at the edge.
    { method: 'GET', path: '/api/orders/parcel-lockers', access: 'public', edgeCached: true },
    // Orders: placement with an Idempotency-Key, a guest's order by its link
    // token, a customer's under the token's sub, the operations staff's queue, counts and moves.
    { method: 'POST', path: '/api/orders/orders', access: 'public' },
    { method: 'GET', path: '/api/orders/orders/{id}', access: 'public' },
    { method: 'POST', path: '/api/orders/orders/{id}/cancellation', access: 'public' },
    { method: 'POST', path: '/api/orders/me/orders', access: 'customer' },
    { method: 'GET', path: '/api/orders/me/orders', access: 'customer' },
    { method: 'GET', path: '/api/orders/me/orders/{id}', access: 'customer' },
    { method: 'POST', path: '/api/orders/me/orders/{id}/cancellation', access: 'customer' },
    { method: 'GET', path: '/api/orders/staff/orders', access: 'operations' },
    { method: 'GET', path: '/api/orders/staff/order-counts', access: 'operations' },
    { method: 'GET', path: '/api/orders/staff/orders/{id}', access: 'operations' },
    { method: 'POST', path: '/api/orders/staff/orders/{id}/transitions', access: 'operations' },
    { method: 'POST', path: '/api/orders/staff/orders/{id}/returns', access: 'operations' },
  ]),
  memoryMb: 768,
};

import { formKinds } from '#shared/forms/form-schemas';
import { type ApiGroupDecl, apiFunction, type RouteDecl } from '../http-api';

export const cmsApi: ApiGroupDecl = {
  ...apiFunction('cms', { table: 'readWrite', documents: 'read' }, [
    { method: 'POST', path: '/api/cms/newsletter', access: 'public', sendsMail: true },
    { method: 'POST', path: '/api/cms/newsletter/confirmations', access: 'public' },
    // The home page's offers, the category tree and suggestions: the same for everyone given the path
    // and query (language), `public, max-age` (kept at the edge). A listing's and a product's figures
    // follow changes within seconds (`no-cache`), so they are not. Static pages' content is a file of the
    // site build (shared/content/static-pages.ts), as the translations are.
    { method: 'GET', path: '/api/cms/home', access: 'public', edgeCached: true },
    { method: 'GET', path: '/api/cms/categories', access: 'public', edgeCached: true },
    { method: 'GET', path: '/api/cms/products', access: 'public' },
    { method: 'GET', path: '/api/cms/suggestions', access: 'public', edgeCached: true },
    { method: 'GET', path: '/api/cms/products/{id}', access: 'public' },
    { method: 'GET', path: '/api/cms/comparison', access: 'public' },
    { method: 'POST', path: '/api/cms/products/{id}/ratings', access: 'customer' },
    { method: 'GET', path: '/api/cms/products/{id}/ratings/mine', access: 'customer' },
    {
      method: 'POST',
      path: '/api/cms/products/{id}/availability-notifications',
      access: 'public',
      sendsMail: true,
    },
    {
      method: 'POST',
      path: '/api/cms/products/{id}/delivery-time-questions',
      access: 'public',
      sendsMail: true,
    },
    // The forms of shared/forms/, one route each: the sender is confirmed by e-mail, so
    // they send mail (per-IP and per-recipient limits).
    ...formKinds.map(
      (kind): RouteDecl => ({
        method: 'POST',
        path: `/api/cms/forms/${kind}`,
        access: 'public',
        sendsMail: true,
      }),
    ),
    // The operations staff's inbox of the stored forms and delivery-time questions.
    { method: 'GET', path: '/api/cms/staff/forms', access: 'operations' },
    { method: 'GET', path: '/api/cms/staff/forms/{kind}/{id}', access: 'operations' },
    { method: 'POST', path: '/api/cms/staff/forms/{kind}/{id}/transitions', access: 'operations' },
  ]),
  memoryMb: 1024,
};

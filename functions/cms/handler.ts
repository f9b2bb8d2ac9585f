import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { postDeliveryTimeQuestion } from './availability/ask-delivery-time';
import { postAvailabilityNotification } from './availability/request-availability-notification';
import { getCategories } from './catalogue/get-categories';
import { getComparison } from './catalogue/get-comparison';
import { getProductRoute } from './catalogue/get-product';
import { getSuggestions } from './catalogue/get-suggestions';
import { listProductsRoute } from './catalogue/list-products';
import { confirmNewsletter } from './confirm-newsletter';
import { getStaffRequest, getStaffRequests, postStaffRequestTransition } from './forms/staff-request-routes';
import { formRoutes } from './forms/submit-form';
import { getHome } from './get-home';
import { getMyRating } from './ratings/get-my-rating';
import { postRating } from './ratings/rate-product';
import { subscribeNewsletter } from './subscribe-newsletter';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  'POST /api/cms/newsletter': subscribeNewsletter,
  'POST /api/cms/newsletter/confirmations': confirmNewsletter,
  'GET /api/cms/home': getHome,
  'GET /api/cms/categories': getCategories,
  'GET /api/cms/products': listProductsRoute,
  'GET /api/cms/suggestions': getSuggestions,
  'GET /api/cms/products/{id}': getProductRoute,
  'GET /api/cms/comparison': getComparison,
  'POST /api/cms/products/{id}/ratings': postRating,
  'GET /api/cms/products/{id}/ratings/mine': getMyRating,
  'POST /api/cms/products/{id}/availability-notifications': postAvailabilityNotification,
  'POST /api/cms/products/{id}/delivery-time-questions': postDeliveryTimeQuestion,
  ...formRoutes,
  'GET /api/cms/staff/forms': getStaffRequests,
  'GET /api/cms/staff/forms/{kind}/{id}': getStaffRequest,
  'POST /api/cms/staff/forms/{kind}/{id}/transitions': postStaffRequestTransition,
};

export const handler = httpHandler(routes);

import { httpHandler, type RouteTable } from '../lib/http/http-handler';
import { postProductImage } from './product-image-routes';

/** Route key → route; test/infra/route-tables.test.ts holds it equal to the group's routes in infra/wiring.ts. */
export const routes: RouteTable = {
  // Product images: the content staff's uploads.
  'POST /api/content/products/{id}/images': postProductImage,
};

export const handler = httpHandler(routes);

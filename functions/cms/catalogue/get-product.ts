import { shopperQuerySchema } from '#shared/catalogue/listing';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { parseQuery } from '../../lib/http/parse-query';
import { json } from '../../lib/http/reply';
import { catalogueIndex } from '../../lib/search/published-index';
import { getProduct } from '../../lib/table/catalogue';
import { productView } from '../../use-cases/catalogue/product-view';
import { productIdOf } from '../product-id';

/** GET /api/cms/products/{id}: the product page in the shopper's language, currency and VAT. */
export const getProductRoute: Route = async ({ event }) => {
  const id = productIdOf(event);
  const shopper = parseQuery(event, shopperQuerySchema);
  const [product, index] = await Promise.all([getProduct(id), catalogueIndex()]);
  if (!product) throw new AppError('product_not_found');
  // Short: availability and ratings change between publications.
  return json(200, productView(index, product, shopper), { 'cache-control': 'public, max-age=60' });
};

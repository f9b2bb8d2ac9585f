import { productPricesEditSchema } from '#shared/catalogue/product-price-edits';
import type { Route } from '../lib/http/http-handler';
import { staffActorOf } from '../lib/http/identity';
import { parseJsonBody } from '../lib/http/parse-body';
import { replyOf } from '../lib/http/reply-of';
import { changeProductPrices } from '../use-cases/catalogue/change-product-prices';
import { priceDeps } from '../use-cases/catalogue/price-deps';

/**
 * PUT /api/content/products/{id}/prices `{ prices }` (access `content`): 200 `{ before, after }`, the
 * change recorded in the product's history; 400 `invalid_data` naming the fields; 404 `product_not_found`.
 */
export const putProductPrices: Route = async (request) => {
  const actor = staffActorOf(request, 'content');
  const { prices } = parseJsonBody(request.event, productPricesEditSchema);
  const productId = request.event.pathParameters?.id ?? '';
  return replyOf(await changeProductPrices(priceDeps(), { productId, prices }, actor), 200);
};

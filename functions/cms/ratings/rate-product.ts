import { ratingRequestSchema } from '#shared/catalogue/rating-request';
import type { Route } from '../../lib/http/http-handler';
import { ownerOf } from '../../lib/http/identity';
import { parseJsonBody } from '../../lib/http/parse-body';
import { replyOf } from '../../lib/http/reply-of';
import { deps } from '../../use-cases/ratings/deps';
import { rateProduct } from '../../use-cases/ratings/rate-product';
import { productIdOf } from '../product-id';

/** POST /api/cms/products/{id}/ratings: the caller rates the product once; answers its new rating. */
export const postRating: Route = async (request) => {
  const userId = ownerOf(request);
  const productId = productIdOf(request.event);
  const { rating } = parseJsonBody(request.event, ratingRequestSchema);
  return replyOf(await rateProduct(deps(), { productId, userId, rating }), 201);
};

import { averageRating } from '../../../shared/catalogue/product';
import { ratingRequestSchema } from '../../../shared/catalogue/rating-request';
import { AppError } from '../../lib/errors';
import type { Route } from '../../lib/http/http-handler';
import { ownerOf } from '../../lib/http/identity';
import { parseJsonBody } from '../../lib/http/parse-body';
import { json } from '../../lib/http/reply';
import { rateProduct } from '../../lib/table/ratings';
import { productIdOf } from '../product-id';

/** POST /api/cms/products/{id}/ratings: the caller rates the product once; answers its new rating. */
export const postRating: Route = async (request) => {
  const owner = ownerOf(request);
  const productId = productIdOf(request.event);
  const { rating } = parseJsonBody(request.event, ratingRequestSchema);
  const result = await rateProduct(productId, owner, rating);
  if (result === 'product_not_found') throw new AppError('product_not_found');
  if (result === 'rated_once') throw new AppError('product_rated_once');
  return json(201, { average: averageRating(result), count: result.count });
};

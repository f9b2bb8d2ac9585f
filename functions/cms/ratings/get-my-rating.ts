import type { Route } from '../../lib/http/http-handler';
import { ownerOf } from '../../lib/http/identity';
import { json } from '../../lib/http/reply';
import { ratingOf } from '../../lib/table/ratings';
import { productIdOf } from '../product-id';

/** GET /api/cms/products/{id}/ratings/mine: the caller's rating of the product, `null` before it. */
export const getMyRating: Route = async (request) => {
  const owner = ownerOf(request);
  const rating = await ratingOf(productIdOf(request.event), owner);
  return json(200, { rating: rating ?? null });
};

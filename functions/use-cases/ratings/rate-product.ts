import { figuresChanged } from '#events/contracts/figures-changed';
import { averageRating } from '#shared/catalogue/product';
import { outboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import type { RatingPorts } from './deps';

export interface RateProductInput {
  productId: string;
  userId: string;
  rating: number;
}

/** The product's rating after the customer's: the average (null before any) and how many rated. */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/**
 * A customer rates a product once. Course: add the rating to the product's aggregate and put the
 * customer's rating item in one transaction (the product item first: a missing product is the answer
 * even where a stale rating is left) with `catalogue.figures-changed` (`rated`: listings and the
 * product's pages follow within seconds), then read the new aggregate.
 * Fails with `product_not_found` or `product_rated_once`.
 */
export const rateProduct = async (
  { ratingItems, productRatings, commit, clock }: RatingPorts,
  { productId, userId, rating }: RateProductInput,
): Promise<Result<RatingSummary>> => {
  const now = clock();
  const committed = await commit(
    [
      { item: ratingItems.addToProduct(productId, rating), whenConditionFails: 'product_not_found' },
      { item: ratingItems.put(productId, userId, rating, now), whenConditionFails: 'product_rated_once' },
    ],
    [outboxItem(figuresChanged, { productId, change: 'rated' }, { now })],
  );
  if (!committed.ok) return fail(committed.code);
  const ratings = await productRatings(productId);
  if (!ratings) throw new Error(`product ${productId} vanished after it was rated`);
  return ok({ average: averageRating(ratings), count: ratings.count });
};

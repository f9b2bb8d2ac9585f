import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ratings } from '../../../shared/catalogue/product';
import { documents, tableName } from '../dynamo';
import { catalogueKeys, getProduct } from './catalogue';
import { commitGuarded } from './transaction';

// Product ratings (access pattern 8): one item per customer and product, so a product is rated once,
// and the product item's `ratings` count and sum, raised by atomic ADDs in the same transaction.

export const ratingKeys = {
  item: (productId: string, userId: string) => ({
    pk: catalogueKeys.product(productId).pk,
    sk: `RATING#${userId}`,
  }),
};

export type RateResult = Ratings | 'product_not_found' | 'rated_once';

/** Stores the customer's rating once and adds it to the product's aggregate; answers the new aggregate. */
export const rateProduct = async (
  productId: string,
  userId: string,
  rating: number,
  now = new Date(),
): Promise<RateResult> => {
  const TableName = tableName();
  // The product item first: a missing product is the answer even where a stale rating is left.
  const committed = await commitGuarded([
    {
      item: {
        Update: {
          TableName,
          Key: catalogueKeys.product(productId),
          UpdateExpression: 'ADD #product.#ratings.#count :one, #product.#ratings.#sum :rating',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: {
            '#product': 'product',
            '#ratings': 'ratings',
            '#count': 'count',
            '#sum': 'sum',
          },
          ExpressionAttributeValues: { ':one': 1, ':rating': rating },
        },
      },
      whenConditionFails: 'product_not_found',
    },
    {
      item: {
        Put: {
          TableName,
          Item: {
            ...ratingKeys.item(productId, userId),
            productId,
            userId,
            rating,
            ratedAt: now.toISOString(),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      whenConditionFails: 'rated_once',
    },
  ]);
  if (!committed.ok) return committed.code;
  const product = await getProduct(productId, { consistent: true });
  if (!product) throw new Error(`product ${productId} vanished after it was rated`);
  return product.ratings;
};

/** The customer's own rating of the product, or undefined. */
export const ratingOf = async (productId: string, userId: string): Promise<number | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.item(productId, userId) }),
  );
  return typeof Item?.rating === 'number' ? Item.rating : undefined;
};

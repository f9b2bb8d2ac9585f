import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Ratings } from '#shared/catalogue/product';
import { documents, tableName } from '../dynamo';
import { catalogueKeys, getProduct } from './catalogue';
import type { TransactItem } from './transaction';

// Product ratings (access pattern 8): one item per customer and product, so a product is rated once,
// and the product item's `ratings` count and sum, raised by atomic ADDs in the same transaction
// (`functions/use-cases/ratings/rate-product.ts` commits the two items below).

export const ratingKeys = {
  item: (productId: string, userId: string) => ({
    pk: catalogueKeys.product(productId).pk,
    sk: `RATING#${userId}`,
  }),
};

export const ratingItems = {
  /** Adds the rating to the product item's aggregate; its condition fails for a missing product. */
  addToProduct: (productId: string, rating: number): TransactItem => ({
    Update: {
      TableName: tableName(),
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
  }),
  /** The customer's rating item; its condition fails when the customer rated the product before. */
  put: (productId: string, userId: string, rating: number, ratedAt: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...ratingKeys.item(productId, userId),
        productId,
        userId,
        rating,
        ratedAt: ratedAt.toISOString(),
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }),
};

/** The product's rating aggregate, read consistently (right after a rating); undefined for no product. */
export const productRatings = async (productId: string): Promise<Ratings | undefined> =>
  (await getProduct(productId, { consistent: true }))?.ratings;

/** The customer's own rating of the product, or undefined. */
export const ratingOf = async (productId: string, userId: string): Promise<number | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: ratingKeys.item(productId, userId) }),
  );
  return typeof Item?.rating === 'number' ? Item.rating : undefined;
};

import { isDeepStrictEqual } from 'node:util';
import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { productChanged } from '../../../events/contracts/product-changed';
import type { Category } from '../../../shared/catalogue/category';
import { type Availability, type Product, productSchema } from '../../../shared/catalogue/product';
import { documents, tableName } from '../dynamo';
import { outboxItem } from './outbox';
import { queryAll } from './query-all';
import { commitGuarded } from './transaction';

// The catalogue in the table (access patterns 4, 5 and 7): one item per product holding its net
// price list, and the category tree in one partition. Listing and search read the search index
// built from these at publish time, never the table.

export const catalogueKeys = {
  product: (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' }),
  category: (id: string) => ({ pk: 'CATALOGUE', sk: `CATEGORY#${id}` }),
  categoryPrefix: 'CATEGORY#',
};

const batchLimit = 25;

/** Writes items 25 at a time, resending what DynamoDB reports unprocessed until all are in. */
const writeAll = async (items: Record<string, unknown>[]): Promise<void> => {
  for (let i = 0; i < items.length; i += batchLimit) {
    let requests = items.slice(i, i + batchLimit).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const { UnprocessedItems } = await documents().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
};

export const putCategories = (categories: Category[]) =>
  writeAll(categories.map((category) => ({ ...catalogueKeys.category(category.id), category })));

/** Products also sit in gsi1 under one key, so publishing reads them all without a scan. */
const productListKeys = (id: string) => ({ gsi1pk: 'PRODUCTS', gsi1sk: id });

export const putProducts = (products: Product[]) =>
  writeAll(
    products.map((product) => ({
      ...catalogueKeys.product(product.id),
      ...productListKeys(product.id),
      product,
    })),
  );

/** A product with its prices, or undefined; stored data is parsed, so a bad item never leaks out. */
export const getProduct = async (id: string, { consistent = false } = {}): Promise<Product | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: catalogueKeys.product(id), ConsistentRead: consistent }),
  );
  const parsed = productSchema.safeParse(Item?.product);
  return parsed.success ? parsed.data : undefined;
};

/**
 * Changes a product's availability and writes `catalogue.product-changed` in the same transaction
 * (nothing when it is unchanged). The update is conditional on the state read, so a concurrent change
 * is re-read instead of overwritten. Undefined for an unknown product.
 */
export const setProductAvailability = async (
  id: string,
  availability: Availability,
  now = new Date(),
): Promise<{ before: Availability; after: Availability } | undefined> => {
  for (let attempt = 1; ; attempt++) {
    const product = await getProduct(id, { consistent: true });
    if (!product) return undefined;
    const before = product.availability;
    if (isDeepStrictEqual(before, availability)) return { before, after: availability };
    const committed = await commitGuarded(
      [
        {
          item: {
            Update: {
              TableName: tableName(),
              Key: catalogueKeys.product(id),
              UpdateExpression: 'SET #product.#availability = :after',
              ConditionExpression: '#product.#availability = :before',
              ExpressionAttributeNames: { '#product': 'product', '#availability': 'availability' },
              ExpressionAttributeValues: { ':before': before, ':after': availability },
            },
          },
          whenConditionFails: 'changed_meanwhile',
        },
      ],
      [
        outboxItem(
          productChanged,
          { productId: id, availabilityBefore: before.state, availabilityAfter: availability.state },
          { now },
        ),
      ],
    );
    if (committed.ok) return { before, after: availability };
    if (attempt === 3) throw new Error(`product ${id}'s availability changed during each of 3 attempts`);
  }
};

/** The whole category tree (one partition, small). */
export const listCategories = async (): Promise<Category[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'CATALOGUE', ':prefix': catalogueKeys.categoryPrefix },
    })
  ).map((item) => item.category as Category);

/** Every product (for publishing the search index), in id order; items that fail the schema are skipped. */
export const listProducts = async (): Promise<Product[]> =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
    })
  ).flatMap((item) => {
    const parsed = productSchema.safeParse(item.product);
    return parsed.success ? [parsed.data] : [];
  });

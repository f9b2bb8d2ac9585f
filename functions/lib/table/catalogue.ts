import { BatchWriteCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '../../../shared/catalogue/category';
import { type Product, productSchema } from '../../../shared/catalogue/product';
import { documents, tableName } from '../dynamo';

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

export const putProducts = (products: Product[]) =>
  writeAll(products.map((product) => ({ ...catalogueKeys.product(product.id), product })));

/** A product with its prices, or undefined; stored data is parsed, so a bad item never leaks out. */
export const getProduct = async (id: string): Promise<Product | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: catalogueKeys.product(id) }),
  );
  const parsed = productSchema.safeParse(Item?.product);
  return parsed.success ? parsed.data : undefined;
};

/** The whole category tree (one partition, small). */
export const listCategories = async (): Promise<Category[]> => {
  const categories: Category[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': 'CATALOGUE', ':prefix': catalogueKeys.categoryPrefix },
        ExclusiveStartKey,
      }),
    );
    categories.push(...(page.Items ?? []).map((item) => item.category as Category));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return categories;
};

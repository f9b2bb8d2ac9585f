import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '#shared/catalogue/category';
import { type Availability, type Product, productSchema } from '#shared/catalogue/product';
import type { ProductImage } from '#shared/catalogue/product-images';
import type { ProductPrices } from '#shared/pricing/price-list';
import { documents, tableName } from '../dynamo';
import { putAll } from './batch-write';
import { queryAll } from './query-all';
import type { TransactItem } from './transaction';

// The catalogue in the table (access patterns 4, 5 and 7): one item per product holding its net
// price list, and the category tree in one partition. Listing and search read the search index
// built from these at publish time, never the table. Keys, items and reads only: the decisions about
// them are the use cases' of functions/use-cases/catalogue/.

export const catalogueKeys = {
  product: (id: string) => ({ pk: `PRODUCT#${id}`, sk: 'PRODUCT' }),
  category: (id: string) => ({ pk: 'CATALOGUE', sk: `CATEGORY#${id}` }),
  categoryPrefix: 'CATEGORY#',
};

export const putCategories = (categories: Category[]) =>
  putAll(categories.map((category) => ({ ...catalogueKeys.category(category.id), category })));

/** Products also sit in gsi1 under one key, so publishing reads them all without a scan. */
const productListKeys = (id: string) => ({ gsi1pk: 'PRODUCTS', gsi1sk: id });

export const putProducts = (products: Product[]) =>
  putAll(
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

/** A condition that the product exists, for a transaction storing something about it. */
export const productExists = (id: string): TransactItem => ({
  ConditionCheck: {
    TableName: tableName(),
    Key: catalogueKeys.product(id),
    ConditionExpression: 'attribute_exists(pk)',
  },
});

/**
 * The update of a product's `field` from `before` to `after`, on the condition that it is still
 * `before` (a concurrent change fails it).
 */
const fieldChange = <F extends 'availability' | 'prices'>(
  field: F,
  id: string,
  before: Product[F],
  after: Product[F],
): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: catalogueKeys.product(id),
    UpdateExpression: 'SET #product.#field = :after',
    ConditionExpression: '#product.#field = :before',
    ExpressionAttributeNames: { '#product': 'product', '#field': field },
    ExpressionAttributeValues: { ':before': before, ':after': after },
  },
});

/** A product's availability from `before` to `after`, if it is still `before`. */
export const availabilityChange = (id: string, before: Availability, after: Availability) =>
  fieldChange('availability', id, before, after);

/** A product's prices from `before` to `after`, if they are still `before`. */
export const pricesChange = (id: string, before: ProductPrices, after: ProductPrices) =>
  fieldChange('prices', id, before, after);

/**
 * A product image appended to the product's images, on the condition that the product still has the
 * `countBefore` images it was read with (a concurrent upload fails it); the images' revision raised.
 */
export const productImageAdd = (id: string, image: ProductImage, countBefore: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: catalogueKeys.product(id),
    UpdateExpression:
      'SET #product.#images = list_append(if_not_exists(#product.#images, :none), :image), #revision = if_not_exists(#revision, :zero) + :one',
    ConditionExpression:
      countBefore === 0
        ? 'attribute_exists(pk) AND (attribute_not_exists(#product.#images) OR size(#product.#images) = :count)'
        : 'size(#product.#images) = :count',
    ExpressionAttributeNames: { '#product': 'product', '#images': 'images', '#revision': 'imagesRevision' },
    ExpressionAttributeValues: {
      ':none': [],
      ':image': [image],
      ':count': countBefore,
      ':zero': 0,
      ':one': 1,
    },
  },
});

/** A product with the revision of its images (0 before their first change), read consistently. */
export const getProductImages = async (
  id: string,
): Promise<{ product: Product; revision: number } | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: catalogueKeys.product(id), ConsistentRead: true }),
  );
  const parsed = productSchema.safeParse(Item?.product);
  return parsed.success ? { product: parsed.data, revision: Number(Item?.imagesRevision ?? 0) } : undefined;
};

/**
 * The product's images replaced (reordered, an alt text edited, one removed), on the condition that
 * their revision is still `revisionRead` (anyone's change meanwhile fails it); the revision raised.
 */
export const productImagesSet = (id: string, images: ProductImage[], revisionRead: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: catalogueKeys.product(id),
    UpdateExpression: 'SET #product.#images = :images, #revision = :next',
    ConditionExpression:
      revisionRead === 0 ? 'attribute_exists(pk) AND attribute_not_exists(#revision)' : '#revision = :read',
    ExpressionAttributeNames: { '#product': 'product', '#images': 'images', '#revision': 'imagesRevision' },
    ExpressionAttributeValues: {
      ':images': images,
      ':next': revisionRead + 1,
      ...(revisionRead === 0 ? {} : { ':read': revisionRead }),
    },
  },
});

/** The whole category tree (one partition, small). */
export const listCategories = async (): Promise<Category[]> =>
  (
    await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': 'CATALOGUE', ':prefix': catalogueKeys.categoryPrefix },
    })
  ).map((item) => item.category as Category);

/**
 * Products a page of the full listing holds at most: a stored product is 2–5 KB, so DynamoDB's own
 * 1 MB page ends it as soon or sooner, and AWS answers in no more round trips. Without a limit DynamoDB
 * Local reads the rest of the partition for every page (20,000 products: 6 s for the first page, over
 * the local client's 3 s time-out, and 90 s in all); with it each page reads its own share.
 */
const productPageLimit = 500;

/** Every product (for publishing the search index), in id order; items that fail the schema are skipped. */
export const listProducts = async (): Promise<Product[]> =>
  (
    await queryAll({
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'PRODUCTS' },
      Limit: productPageLimit,
    })
  ).flatMap((item) => {
    const parsed = productSchema.safeParse(item.product);
    return parsed.success ? [parsed.data] : [];
  });

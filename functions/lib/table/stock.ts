import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { type Product, productSchema } from '#shared/catalogue/product';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { catalogueKeys } from './catalogue';

// Stock (access pattern 4's partition): a product whose units are counted has `PRODUCT#<id>` / `STOCK`
// `{ units }` beside its product item; no STOCK item means no limit. An order's transaction decrements
// `units` on the condition `units >= :quantity`. Keys, items and reads only.

export const stockKeys = {
  of: (productId: string) => ({ pk: catalogueKeys.product(productId).pk, sk: 'STOCK' }),
};

/** Sets the units of each product (the local seed's demo stock). */
export const putStock = async (entries: readonly { productId: string; units: number }[]): Promise<void> => {
  for (const { productId, units } of entries) {
    await documents().send(
      new PutCommand({ TableName: tableName(), Item: { ...stockKeys.of(productId), productId, units } }),
    );
  }
};

/** The products as the catalogue has them now, and the counted units of those with a stock item. */
export interface ProductsWithStock {
  products: Map<string, Product>;
  units: Map<string, number>;
}

/**
 * The product and stock items of the ids in one round trip (a basket holds at most 50 lines, so one
 * request); products that fail the schema are left out, as if gone.
 */
export const productsWithStock = async (ids: readonly string[]): Promise<ProductsWithStock> => {
  const unique = [...new Set(ids)];
  const items = await getAll(unique.flatMap((id) => [catalogueKeys.product(id), stockKeys.of(id)]));
  const products = new Map<string, Product>();
  const units = new Map<string, number>();
  for (const item of items) {
    if (item.sk === 'STOCK' && typeof item.units === 'number') units.set(String(item.productId), item.units);
    const parsed = item.sk === 'PRODUCT' ? productSchema.safeParse(item.product) : undefined;
    if (parsed?.success) products.set(parsed.data.id, parsed.data);
  }
  return { products, units };
};

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Product, productSchema } from '#shared/catalogue/product';
import { asShown } from '#shared/catalogue/shown-availability';
import { documents, tableName } from '../dynamo';
import { getAll } from './batch-get';
import { catalogueKeys } from './catalogue';
import type { TransactItem } from './transaction';

// Stock (access pattern 4's partition): a product whose units are counted has `PRODUCT#<id>` / `STOCK`
// `{ units, shownSoldOut? }` beside its product item; no STOCK item means no limit. An order's
// transaction decrements `units` on the condition `units >= :quantity`; `shownSoldOut` records whether
// the shop last announced the product as sold out (functions/use-cases/catalogue/follow-stock.ts).
// Keys, items and reads only.

export const stockKeys = {
  of: (productId: string) => ({ pk: catalogueKeys.product(productId).pk, sk: 'STOCK' }),
};

/**
 * Sets the units of each product (the local seed's demo stock, put back by the tests). A product the
 * shop announced sold out keeps that announcement; its ids are returned, for the announcement to
 * follow the new units (functions/use-cases/catalogue/follow-stock.ts).
 */
export const putStock = async (
  entries: readonly { productId: string; units: number }[],
): Promise<string[]> => {
  const announcedSoldOut: string[] = [];
  for (const { productId, units } of entries) {
    const { Attributes: before } = await documents().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: stockKeys.of(productId),
        UpdateExpression: 'SET productId = :productId, #units = :units',
        ExpressionAttributeNames: { '#units': 'units' },
        ExpressionAttributeValues: { ':productId': productId, ':units': units },
        ReturnValues: 'ALL_OLD',
      }),
    );
    if (before?.shownSoldOut === true) announcedSoldOut.push(productId);
  }
  return announcedSoldOut;
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

/** The counted units of those of the ids that have a stock item (publishing shows what they allow). */
export const unitsOf = async (ids: readonly string[]): Promise<Map<string, number>> => {
  const items = await getAll([...new Set(ids)].map(stockKeys.of));
  return new Map(
    items.flatMap((item) => (typeof item.units === 'number' ? [[String(item.productId), item.units]] : [])),
  );
};

/** The products of the ids as a shopper is shown them: each with the availability its units allow. */
export const productsAsShown = async (ids: readonly string[]): Promise<Map<string, Product>> => {
  const { products, units } = await productsWithStock(ids);
  return new Map([...products].map(([id, product]) => [id, asShown(product, units.get(id))]));
};

/** A counted product's stock as last read, and whether the shop last announced it sold out. */
export interface StockState {
  product: Product;
  units: number;
  shownSoldOut: boolean;
}

/** The product and its stock item, read consistently; undefined when the product or its count is missing. */
export const stockStateOf = async (productId: string): Promise<StockState | undefined> => {
  const items = await getAll([catalogueKeys.product(productId), stockKeys.of(productId)]);
  const stock = items.find((item) => item.sk === 'STOCK');
  const parsed = productSchema.safeParse(items.find((item) => item.sk === 'PRODUCT')?.product);
  if (!stock || typeof stock.units !== 'number' || !parsed.success) return undefined;
  return { product: parsed.data, units: stock.units, shownSoldOut: stock.shownSoldOut === true };
};

/**
 * Records that the shop now announces the product sold out (or not), on the condition that its units
 * and announcement are still the ones read: a placement or return meanwhile fails it, to be read again.
 */
export const shownSoldOutChange = ({ product, units, shownSoldOut }: StockState): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: stockKeys.of(product.id),
    UpdateExpression: 'SET #shown = :after',
    ConditionExpression: shownSoldOut
      ? '#units = :units AND #shown = :before'
      : '#units = :units AND (attribute_not_exists(#shown) OR #shown = :before)',
    ExpressionAttributeNames: { '#units': 'units', '#shown': 'shownSoldOut' },
    ExpressionAttributeValues: { ':units': units, ':before': shownSoldOut, ':after': !shownSoldOut },
  },
});

import * as z from 'zod/mini';
import { type Currency, isCurrency } from '../locale';
import { type ProductPrices, productPricesSchema } from '../pricing/price-list';

// Content staff's change of a product's net prices (spec section 3: per-currency price lists), and
// how the record of it keeps them: each amount by its path, so a change lists the amounts that moved.

/** `PUT /api/content/products/{id}/prices`: the product's net prices per currency in minor units, PLN required. */
export const productPricesEditSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ prices: productPricesSchema }),
);
export type ProductPricesEdit = z.output<typeof productPricesEditSchema>;

/** What a price change answers: the prices before and after it. */
export interface ProductPricesChanged {
  before: ProductPrices;
  after: ProductPrices;
}

/** The prices as a staff record compares them: `prices.<currency>.<amount>` → minor units. */
export const pricesAudited = (prices: ProductPrices): Record<string, number> =>
  Object.fromEntries(
    Object.entries(prices).flatMap(([currency, amounts]) =>
      Object.entries(amounts ?? {}).map(([amount, value]) => [`prices.${currency}.${amount}`, value]),
    ),
  );

/** The currency of an amount a record keeps by its path (`pricesAudited`); undefined for any other field. */
export const currencyOfAuditedPrice = (field: string): Currency | undefined => {
  const currency = /^prices\.([A-Z]{3})\.\w+$/.exec(field)?.[1];
  return isCurrency(currency) ? currency : undefined;
};

import * as z from 'zod/mini';
import { catalogueIdSchema } from '../catalogue/category';
import { maxLineQuantity } from './basket';

// Bodies of the basket requests. Strict objects: a price, total or VAT sent by a
// client is an `unknown_field` (prices are always computed on the server from the catalogue).

/** A whole number of units from 1 to `maxLineQuantity`; 0, negative or fractional is `invalid_value`. */
export const quantitySchema = /* @__PURE__ */ z.lazy(() => z.int().check(z.gte(1), z.lte(maxLineQuantity)));

export const addToBasketSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ productId: catalogueIdSchema, quantity: quantitySchema }),
);
export type AddToBasket = z.infer<typeof addToBasketSchema>;

export const setBasketQuantitySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    productId: catalogueIdSchema,
    quantity: quantitySchema,
  }),
);
export type SetBasketQuantity = z.infer<typeof setBasketQuantitySchema>;

export const removeFromBasketSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ productId: catalogueIdSchema }),
);
export type RemoveFromBasket = z.infer<typeof removeFromBasketSchema>;

/** Discount codes are 3–32 letters, digits or dashes, matched without regard to case. */
export const discountCodeFormat = /^[A-Za-z0-9-]{3,32}$/;

export const applyDiscountCodeSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    code: z.string().check(z.trim(), z.regex(discountCodeFormat), z.toUpperCase()),
  }),
);
export type ApplyDiscountCode = z.infer<typeof applyDiscountCodeSchema>;

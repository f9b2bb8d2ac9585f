import * as z from 'zod/mini';
import { quantitySchema } from './basket-requests';

// Bodies of the basket routes whose product is in the path (`PUT …/basket/items/{productId}`) and of
// the basket's consents (spec section 3: the basket holds the newsletter consents). Strict objects, as
// in basket-requests.ts: a price, total or VAT sent by a client is an `unknown_field`.

export const basketQuantityBodySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ quantity: quantitySchema }),
);
export type BasketQuantityBody = z.infer<typeof basketQuantityBodySchema>;

export const basketConsentsSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ newsletter: z.boolean() }));
export type BasketConsents = z.infer<typeof basketConsentsSchema>;

/** A basket nobody has consented anything in. */
export const noBasketConsents: BasketConsents = { newsletter: false };

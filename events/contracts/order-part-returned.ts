import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * Operations took back part of a delivered order (shared/orders/part-return.ts): its invoice is
 * corrected by a KOR for those units only and what they cost is refunded, once per return (`returnId`).
 */
export const orderPartReturned = defineEvent({
  name: 'order.part-returned',
  source: 'shop.orders',
  version: 1,
  data: z.lazy(() =>
    z.object({
      orderId: z.string().check(z.minLength(1)),
      orderNumber: z.string().check(z.minLength(1)),
      /** `return-<n>`: the order's n-th return, the id of its KOR and of its refund. */
      returnId: z.string().check(z.regex(/^return-\d+$/)),
      lines: z
        .array(z.object({ productId: catalogueIdSchema, quantity: z.int().check(z.positive()) }))
        .check(z.minLength(1)),
      email: z.email(),
      language: z.enum(languages),
      guest: z.boolean(),
      /** The counted products whose units came back: only such events reach `follow-stock`. */
      stockProductIds: z.optional(z.array(catalogueIdSchema).check(z.minLength(1))),
    }),
  ),
});

import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { availabilityStates } from '#shared/catalogue/product';
import { defineEvent } from './define-event';

/**
 * A product's catalogue figures changed (`shared/catalogue/catalogue-figures.ts`): a customer rated
 * it (`rated`), the shop announced it sold out or back (`stock`, with the shown availability before
 * and after, which may e-mail the customers waiting), or its prices changed (`repriced`). Its figures
 * are then published alone, never the whole catalogue (`publish-figures`).
 */
export const figuresChanged = defineEvent({
  name: 'catalogue.figures-changed',
  source: 'shop.cms',
  version: 1,
  data: z.lazy(() =>
    z.discriminatedUnion('change', [
      z.object({
        productId: catalogueIdSchema,
        change: z.literal('stock'),
        availabilityBefore: z.enum(availabilityStates),
        availabilityAfter: z.enum(availabilityStates),
      }),
      z.object({ productId: catalogueIdSchema, change: z.enum(['rated', 'repriced']) }),
    ]),
  ),
});

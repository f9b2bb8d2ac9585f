import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { availabilityStates } from '#shared/catalogue/product';
import { defineEvent } from './define-event';

/** A stored product changed; today it carries the availability state before and after the change. */
export const productChanged = defineEvent({
  name: 'catalogue.product-changed',
  source: 'shop.cms',
  version: 1,
  data: z.lazy(() =>
    z.object({
      productId: catalogueIdSchema,
      availabilityBefore: z.enum(availabilityStates),
      availabilityAfter: z.enum(availabilityStates),
    }),
  ),
});

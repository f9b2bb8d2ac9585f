import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { defineEvent } from './define-event';

/**
 * A customer asked for a product's delivery time. The question (with the customer's details) stays in
 * the table; the event names it by id and submission time.
 */
export const deliveryTimeAsked = defineEvent({
  name: 'catalogue.delivery-time-asked',
  source: 'shop.cms',
  version: 1,
  data: z.lazy(() =>
    z.object({
      questionId: z.string().check(z.minLength(1)),
      submittedAt: z.iso.datetime(),
      productId: catalogueIdSchema,
    }),
  ),
});

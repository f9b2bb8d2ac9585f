import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { comparisonLimit } from '#shared/catalogue/comparison';
import { browserStore } from '../../lib/browser-store';

/** The products being compared (app state "compared products"), kept across reloads. */
export const comparisonStore = browserStore(
  'shop.comparison',
  z
    .array(z.strictObject({ id: catalogueIdSchema, categoryId: catalogueIdSchema }))
    .check(z.maxLength(comparisonLimit)),
  [],
);

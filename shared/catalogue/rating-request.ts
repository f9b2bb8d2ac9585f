import * as z from 'zod/mini';

/** A customer's rating of a product: a whole number of stars from 1 to 5 (spec: rated once). */
export const ratingRequestSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    rating: z.int().check(z.gte(1), z.lte(5)),
  }),
);
export type RatingRequest = z.infer<typeof ratingRequestSchema>;

import * as z from 'zod/mini';
import { productPricesSchema } from '../pricing/price-list';
import { catalogueIdSchema } from './category';
import { availabilitySchema, type Product, ratingsSchema } from './product';

// A product's catalogue figures: what changes while the published catalogue stands (a rating given,
// the last unit sold or units back, a new price) and what listings and the product page show of it.
// Each change publishes the product's figures alone (functions/use-cases/catalogue/publish-figures.ts),
// which listings follow within seconds, between publications of the whole catalogue.

export const catalogueFiguresSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    ratings: ratingsSchema,
    /** As shown: a counted product without units left shows "notify about availability". */
    availability: availabilitySchema,
    prices: productPricesSchema,
  }),
);
export type CatalogueFigures = z.infer<typeof catalogueFiguresSchema>;

/** A product's figures; of the product as shown (`asShown`), so its availability follows its units. */
export const figuresOf = ({
  ratings,
  availability,
  prices,
}: Pick<Product, 'ratings' | 'availability' | 'prices'>): CatalogueFigures => ({
  ratings,
  availability,
  prices,
});

/** A product's published figures, as stored: what listings show of it until the next publication. */
export const publishedFiguresSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    productId: catalogueIdSchema,
    figures: catalogueFiguresSchema,
    /** Raised by each publication of new figures; every publication is conditional on the one read. */
    revision: z.int().check(z.positive()),
    /** The revision whose figures the product's pre-rendered pages show; behind `revision` until rendered. */
    renderedRevision: z.optional(z.int().check(z.nonnegative())),
    publishedAt: z.iso.datetime(),
  }),
);
export type PublishedFigures = z.infer<typeof publishedFiguresSchema>;

/** Whether the product's pages show its published figures (none are rendered while this is false). */
export const pagesRendered = ({ revision, renderedRevision }: PublishedFigures): boolean =>
  renderedRevision === revision;

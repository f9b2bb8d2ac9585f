import * as z from 'zod/mini';
import { catalogItemIdSchema, licenceSkuSchema } from '../microsoft/catalog-item';
import { productPricesSchema } from '../pricing/price-list';
import { multiLineText, singleLineText } from '../text';
import { attributesSchema } from './attributes';
import { catalogueIdSchema } from './category';
import { localizedSchema, slugSchema } from './localized';
import { maxProductImages, productImageSchema } from './product-images';

// The catalogue product of spec section 3: kinds, licence data, availability, ratings,
// localized texts, typed attributes, relations and per-currency net prices.

export const billingPeriods = ['monthly', 'annual'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];

export const licenceTypes = ['home', 'edu', 'business'] as const;
export const restrictionNotes = ['academic', 'charity', 'corporate', 'government'] as const;

/**
 * Delivery/availability states of spec section 4, one field (the spec's delivery-time option and
 * availability read as one list). `presale` carries its release date. Which may follow which:
 * `availability-states.ts`.
 */
export const availabilityStates = [
  'instant',
  'within-24h',
  '1-day',
  '1-2-days',
  '2-3-days',
  'on-demand',
  'presale',
  'expected-soon',
  'ask-delivery-time',
  'notify-availability',
  'discontinued',
] as const;

export const availabilitySchema = /* @__PURE__ */ z.lazy(() =>
  z.discriminatedUnion('state', [
    z.strictObject({ state: z.literal('presale'), date: z.iso.date() }),
    z.strictObject({ state: z.enum(availabilityStates.filter((state) => state !== 'presale')) }),
  ]),
);
export type Availability = z.infer<typeof availabilitySchema>;

/** Ratings are kept as count and sum (1–5 each) so concurrent ratings add up exactly. */
export const ratingsSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({ count: z.int().check(z.nonnegative()), sum: z.int().check(z.nonnegative()) })
    .check(z.refine(({ count, sum }) => sum >= count && sum <= count * 5, 'sum out of range for count')),
);
export type Ratings = z.infer<typeof ratingsSchema>;

/** The average rating, or `null` before the first one. */
export const averageRating = ({ count, sum }: Ratings): number | null => (count === 0 ? null : sum / count);

const idsSchema = /* @__PURE__ */ z.lazy(() => z.array(catalogueIdSchema).check(z.maxLength(50)));

/** The fields every kind of product has, built with the product's schema. */
const baseShape = () => ({
  id: catalogueIdSchema,
  /** The brand (Microsoft, Lenovo…); none for the shop's own IT services. */
  producer: z.optional(singleLineText({ max: 64 })),
  producerCode: singleLineText({ max: 64 }),
  categoryId: catalogueIdSchema,
  licenceType: z.optional(z.enum(licenceTypes)),
  restrictions: z.array(z.enum(restrictionNotes)),
  /** Apps included, e.g. `word`, `excel`, `teams`. */
  apps: z.array(singleLineText({ max: 40 })),
  availability: availabilitySchema,
  ratings: ratingsSchema,
  texts: localizedSchema(
    z.strictObject({
      name: singleLineText({ max: 200 }),
      description: multiLineText({ min: 0, max: 20_000 }),
      slug: slugSchema,
    }),
  ),
  attributes: attributesSchema,
  /** Ordered: the first is the product's picture in listings and the product page's main image. */
  images: z.optional(z.array(productImageSchema).check(z.maxLength(maxProductImages))),
  relations: z.strictObject({
    accessories: idsSchema,
    otherVersions: idsSchema,
    goodDealSets: idsSchema,
    recommended: idsSchema,
    similar: idsSchema,
  }),
  prices: productPricesSchema,
  createdAt: z.iso.datetime(),
  /** Sort key for "popularity": higher first (e.g. units sold over the last 90 days). */
  popularity: z.int().check(z.nonnegative()),
});

const notRelatedToItself = (product: { id: string; relations: Record<string, string[]> }) =>
  !Object.values(product.relations).some((ids) => ids.includes(product.id));

export const productSchema = /* @__PURE__ */ z.lazy(() => {
  const base = baseShape();
  return z
    .discriminatedUnion('kind', [
      z.strictObject({
        ...base,
        kind: z.literal('m365-subscription'),
        billing: z.enum(billingPeriods),
        /** Its new-commerce offer at Partner Center, which provisions it in the buyer's tenant; none for a plan delivered as a key (Family, Personal). */
        catalogItemId: z.optional(catalogItemIdSchema),
        /** The licence it puts in the tenant (Microsoft Entra's SKU), which the panel assigns to users. */
        licenceSku: z.optional(licenceSkuSchema),
      }),
      z.strictObject({ ...base, kind: z.literal('open-licence') }),
      z.strictObject({ ...base, kind: z.literal('perpetual-licence') }),
      z.strictObject({
        ...base,
        kind: z.literal('hardware'),
        hardwareType: z.enum(['laptop', 'pc', 'accessory']),
      }),
      z.strictObject({ ...base, kind: z.literal('device-as-a-service') }),
      z.strictObject({ ...base, kind: z.literal('it-service') }),
    ])
    .check(z.refine(notRelatedToItself, 'a product cannot relate to itself'));
});
export type Product = z.infer<typeof productSchema>;
export type ProductKind = Product['kind'];

import * as z from 'zod/mini';
import {
  type Currency,
  currencies,
  defaultCurrency,
  defaultLanguage,
  type Language,
  languages,
} from '../locale';
import type { PriceList } from '../pricing/price-list';
import { singleLineText } from '../text';
import { fieldMessages } from '../validation';
import type { Attribute, AttributeUnit } from './attributes';
import { catalogueIdSchema } from './category';
import {
  type Availability,
  availabilityStates,
  type BillingPeriod,
  billingPeriods,
  licenceTypes,
  type Product,
} from './product';
import type { ImageView } from './product-images';
import { type RangeBucket, rangeParam } from './range-buckets';

// The catalogue listing and search contract, shared by the API
// (`GET /api/cms/products`) and the site, whose listing URLs carry the same parameters, so a
// filtered listing can be shared and pre-rendered. Every parameter is a URL string.

export const listingSorts = ['price-asc', 'price-desc', 'popularity', 'newest', 'rating', 'name'] as const;
export type ListingSort = (typeof listingSorts)[number];

export const maxPageSize = 96;
export const defaultPageSize = 24;
/** Spec section 5: a search phrase has at least 2 characters. */
export const minPhraseLength = 2;
/** Filters on specification attributes are `attr.<key>=v1,v2` parameters. */
export const attributeParamPrefix = 'attr.';
/** Range filters on numeric attributes are `range.<key>=min..max` parameters (either bound may be left out). */
export const rangeParamPrefix = 'range.';

/** A number as a range bound: up to 9 digits, an optional sign and up to 6 decimals. */
const boundPattern = '-?\\d{1,9}(?:\\.\\d{1,6})?';
const rangePattern = new RegExp(`^(${boundPattern})?\\.\\.(${boundPattern})?$`);

/** `1.2..1.8` → `{ min: 1.2, max: 1.8 }`; `..2`, `1.5..`; at least one bound, min not above max. */
const rangeSchema = () =>
  z.pipe(
    z.string().check(
      z.regex(rangePattern, fieldMessages.invalidValue),
      z.refine((text) => text !== '..', fieldMessages.invalidValue),
    ),
    z.pipe(
      z.transform((text: string) => {
        const [, min, max] = rangePattern.exec(text) ?? [];
        return {
          ...(min === undefined ? {} : { min: Number(min) }),
          ...(max === undefined ? {} : { max: Number(max) }),
        };
      }),
      z
        .strictObject({ min: z.optional(z.number()), max: z.optional(z.number()) })
        .check(
          z.refine(
            ({ min, max }) => min === undefined || max === undefined || min <= max,
            fieldMessages.invalidValue,
          ),
        ),
    ),
  );
export type AttributeRange = z.output<ReturnType<typeof rangeSchema>>;

const naturalSchema = (min: number) =>
  z.pipe(
    z.string().check(z.regex(/^\d{1,12}$/)),
    z.pipe(
      z.transform((value: string) => Number(value)),
      z.int().check(z.gte(min)),
    ),
  );

/** A comma-separated list: `Lenovo,Dell` → `['Lenovo', 'Dell']`, each value checked, at most 50. */
const listSchema = <T extends z.ZodMiniType<string, string>>(value: T) =>
  z.pipe(
    z.string().check(z.maxLength(2000)),
    z.pipe(
      z.transform((text: string) => text.split(',')),
      z.array(value).check(z.minLength(1), z.maxLength(50)),
    ),
  );

const valueSchema = () => singleLineText({ max: 64 });
const attributeKeySchema = () => z.string().check(z.regex(/^[a-z][a-z0-9-]{0,39}$/));

/** Folded letters and digits of a phrase, as the index compares them. */
const foldedLength = (phrase: string) =>
  phrase
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '').length;

const shopper = () => ({
  language: z._default(z.enum(languages), defaultLanguage),
  currency: z._default(z.enum(currencies), defaultCurrency),
  /** ISO country of the buyer, for the VAT rate of gross prices (PL by default). */
  country: z._default(z.string().check(z.regex(/^[A-Z]{2}$/)), 'PL'),
});

/** Who a product is shown to: `language`, `currency`, `country` parameters of the product routes. */
export const shopperQuery = () => z.strictObject(shopper());
export const shopperQuerySchema = /* @__PURE__ */ z.lazy(shopperQuery);

/** `GET /api/cms/suggestions?q=`: names while typing (the search box sends any prefix, even one letter). */
export const suggestionsQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    q: singleLineText({ min: 0, max: 200 }),
    language: shopper().language,
  }),
);

/** `GET /api/cms/comparison?ids=a,b`: the products to compare, in the shopper's terms. */
export const comparisonQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ ids: listSchema(catalogueIdSchema), ...shopper() }),
);

/** The search phrase: at least 2 letters or digits (spec section 5, message `phrase_too_short`). */
export const phraseField = () =>
  z.optional(
    singleLineText({ min: 0, max: 200 }).check(
      z.refine((phrase) => foldedLength(phrase) >= minPhraseLength, fieldMessages.phraseTooShort),
    ),
  );

/** The page asked for, from 1. */
export const pageField = () => z._default(naturalSchema(1), 1);

export const listingQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    q: phraseField(),
    category: z.optional(catalogueIdSchema),
    sort: z.optional(z.enum(listingSorts)),
    page: pageField(),
    pageSize: z._default(z.pipe(naturalSchema(1), z.int().check(z.lte(maxPageSize))), defaultPageSize),
    producer: z.optional(listSchema(valueSchema())),
    licence: z.optional(listSchema(z.enum(licenceTypes))),
    billing: z.optional(listSchema(z.enum(billingPeriods))),
    availability: z.optional(listSchema(z.enum(availabilityStates))),
    /** Net price bounds in minor units of `currency`. */
    priceMin: z.optional(naturalSchema(0)),
    priceMax: z.optional(naturalSchema(0)),
    /** `attr.<key>` parameters, gathered by `parseListingParams`. */
    attributes: z._default(z.record(attributeKeySchema(), listSchema(valueSchema())), {}),
    /** `range.<key>` parameters of numeric attributes, gathered by `parseListingParams`. */
    ranges: z._default(z.record(attributeKeySchema(), rangeSchema()), {}),
    ...shopper(),
  }),
);
export type ListingQuery = z.output<typeof listingQuerySchema>;

/** URL parameters (`attr.<key>` folded into `attributes`, `range.<key>` into `ranges`) → the validated query. */
export const parseListingParams = (params: Record<string, string | undefined>) => {
  const input: Record<string, unknown> = {};
  const attributes: Record<string, string> = {};
  const ranges: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined) continue;
    if (key.startsWith(attributeParamPrefix)) attributes[key.slice(attributeParamPrefix.length)] = value;
    else if (key.startsWith(rangeParamPrefix)) ranges[key.slice(rangeParamPrefix.length)] = value;
    else input[key] = value;
  }
  input.attributes = attributes;
  input.ranges = ranges;
  return listingQuerySchema.safeParse(input);
};

/** The query as URL parameters, defaults left out (the inverse of `parseListingParams`). */
export const listingParams = (query: Partial<ListingQuery>): URLSearchParams => {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | readonly string[] | undefined) => {
    if (value === undefined) return;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  };
  set('q', query.q);
  set('category', query.category);
  set('sort', query.sort);
  if (query.page !== undefined && query.page !== 1) set('page', query.page);
  if (query.pageSize !== undefined && query.pageSize !== defaultPageSize) set('pageSize', query.pageSize);
  set('producer', query.producer);
  set('licence', query.licence);
  set('billing', query.billing);
  set('availability', query.availability);
  set('priceMin', query.priceMin);
  set('priceMax', query.priceMax);
  for (const [key, values] of Object.entries(query.attributes ?? {})) set(attributeParamPrefix + key, values);
  for (const [key, range] of Object.entries(query.ranges ?? {}))
    set(rangeParamPrefix + key, rangeParam(range));
  return params;
};

// Responses. Prices are the buyer's: the currency's price list with the country's VAT.

export interface RatingView {
  /** `null` before the first rating. */
  average: number | null;
  count: number;
}

export interface ListingItem {
  id: string;
  categoryId: string;
  kind: Product['kind'];
  name: string;
  slug: string;
  producer?: string;
  producerCode: string;
  /** The product's first image in the shopper's language (alt text). */
  image?: ImageView;
  availability: Availability;
  billing?: BillingPeriod;
  rating: RatingView;
  price: PriceList;
}

export interface FacetValue<T extends string = string> {
  value: T;
  count: number;
}

/** An enum, boolean or text attribute's facet: a checkbox per value. */
export interface ValueFacet {
  key: string;
  type: Exclude<Attribute['type'], 'number'>;
  /** Enum option ids or `true`/`false`. */
  values: FacetValue[];
}

/** A numeric attribute's facet: filtered by a range (`range.<key>`), never a checkbox per value. */
export interface RangeFacet {
  key: string;
  type: 'number';
  unit?: AttributeUnit;
  /** The values' range among the results, ignoring this attribute's own range. */
  range: { min: number; max: number };
  /** Ranges of about equal counts to pick with one click (range-buckets.ts). */
  buckets: RangeBucket[];
}

export type AttributeFacet = ValueFacet | RangeFacet;

export interface ListingFacets {
  producer: FacetValue[];
  licence: FacetValue<(typeof licenceTypes)[number]>[];
  billing: FacetValue<BillingPeriod>[];
  availability: FacetValue<Availability['state']>[];
  attributes: AttributeFacet[];
  /** Net price range of the results in the currency (minor units); `null` without results. */
  price: { min: number; max: number } | null;
}

export interface ListingResult {
  total: number;
  page: number;
  pageSize: number;
  currency: Currency;
  items: ListingItem[];
  facets: ListingFacets;
}

export interface CategoryView {
  id: string;
  parentId: string | null;
  position: number;
  name: string;
  slug: string;
}

export const relationKeys = [
  'accessories',
  'otherVersions',
  'goodDealSets',
  'recommended',
  'similar',
] as const;
export type RelationKey = (typeof relationKeys)[number];

/** `GET /api/cms/products/{id}`: the product page's data in one language and currency. */
export interface ProductView extends ListingItem {
  description: string;
  /** The product's slug per language, for the language switch and hreflang links. */
  slugs: Record<Language, string>;
  /** Root first, the product's own category last. */
  categoryPath: CategoryView[];
  licenceType?: Product['licenceType'];
  hardwareType?: 'laptop' | 'pc' | 'accessory';
  restrictions: Product['restrictions'];
  apps: string[];
  attributes: Attribute[];
  /** Every image in order (the first is `image`), alt texts in the shopper's language. */
  images: ImageView[];
  relations: Record<RelationKey, ListingItem[]>;
  /** Microsoft subscriptions, Open licences and IT services need a signed-in customer. */
  requiresSignIn: boolean;
  createdAt: string;
}

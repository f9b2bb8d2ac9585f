import { count, search } from '@orama/orama';
import * as z from 'zod/mini';
import { catalogueIdSchema } from '../../../shared/catalogue/category';
import {
  availabilityStates,
  billingPeriods,
  licenceTypes,
  type Product,
} from '../../../shared/catalogue/product';
import type { FieldError } from '../../../shared/errors';
import { currencies, languages } from '../../../shared/locale';
import type { Money } from '../../../shared/money';
import { toFieldErrors } from '../../../shared/validation';
import { type CatalogueDb, dbFor, type SearchDocument, type SearchIndex } from './build-index';
import { foldText, typoTolerance } from './fold-text';

export const searchSorts = ['price-asc', 'price-desc', 'popularity', 'newest', 'rating', 'name'] as const;
export type SearchSort = (typeof searchSorts)[number];

export const maxPageSize = 96;
const amountSchema = z.int().check(z.nonnegative());
const listOf = <T extends z.ZodMiniType>(value: T) => z.optional(z.array(value).check(z.maxLength(50)));

/**
 * A search or category listing. Without `sort`, a phrase sorts by relevance and a listing by
 * popularity. Prices are net minor units in `currency`. Unknown keys and values are rejected.
 */
export const searchQuerySchema = z.strictObject({
  /** At least 2 characters after trimming, and at least 2 letters or digits. */
  phrase: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(200),
      // Implies 2 characters after trimming.
      z.refine((phrase) => foldText(phrase).length >= 2),
    ),
  ),
  categoryId: z.optional(catalogueIdSchema),
  filters: z.optional(
    z.strictObject({
      priceMin: z.optional(amountSchema),
      priceMax: z.optional(amountSchema),
      producer: listOf(z.string().check(z.minLength(1), z.maxLength(64))),
      licenceType: listOf(z.enum(licenceTypes)),
      billingPeriod: listOf(z.enum(billingPeriods)),
      availability: listOf(z.enum(availabilityStates)),
    }),
  ),
  sort: z.optional(z.enum(searchSorts)),
  page: z._default(z.int().check(z.gte(1)), 1),
  pageSize: z._default(z.int().check(z.gte(1), z.lte(maxPageSize)), 24),
  currency: z._default(z.enum(currencies), 'PLN'),
  language: z._default(z.enum(languages), 'pl'),
});
export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/** A query the schema rejects; `fields` name the offending paths (e.g. `phrase`), as `invalid_data`. */
export class InvalidSearchQuery extends Error {
  constructor(readonly fields: FieldError[]) {
    super(`invalid search query: ${fields.map(({ path }) => path).join(', ')}`);
    this.name = 'InvalidSearchQuery';
  }
}

export interface SearchItem {
  id: string;
  name: string;
  slug: string;
  kind: Product['kind'];
  producer?: string;
  availability: SearchDocument['availability'];
  rating: number;
  /** Net price; the route turns it into the buyer's display price. */
  price: Money;
}

export interface FacetValue<T extends string = string> {
  value: T;
  count: number;
}

export interface SearchFacets {
  producer: FacetValue[];
  licenceType: FacetValue<(typeof licenceTypes)[number]>[];
  billingPeriod: FacetValue<(typeof billingPeriods)[number]>[];
  availability: FacetValue<SearchDocument['availability']>[];
  /** Net price range of all results in the currency; `null` without results. */
  price: { min: number; max: number } | null;
}

export interface SearchResult {
  total: number;
  page: number;
  pageSize: number;
  items: SearchItem[];
  facets: SearchFacets;
}

type Compare = (a: SearchDocument, b: SearchDocument) => number;

const byNumber =
  (key: (document: SearchDocument) => number, direction: 1 | -1): Compare =>
  (a, b) =>
    (key(a) - key(b)) * direction;

/** The order of a sort; `undefined` keeps Orama's relevance order. Ties go by id, so pages are stable. */
const compareFor = (query: SearchQuery): Compare | undefined => {
  const { currency } = query;
  switch (query.sort ?? (query.phrase ? undefined : 'popularity')) {
    case 'price-asc':
      return byNumber((document) => document.price[currency], 1);
    case 'price-desc':
      return byNumber((document) => document.price[currency], -1);
    case 'popularity':
      return byNumber((document) => document.popularity, -1);
    case 'newest':
      return byNumber((document) => document.createdAt, -1);
    case 'rating':
      return byNumber((document) => document.rating, -1);
    case 'name':
      return (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    case undefined:
      return undefined;
  }
};

const sorted = (documents: SearchDocument[], query: SearchQuery): SearchDocument[] => {
  const compare = compareFor(query);
  if (!compare) return documents;
  return documents.sort((a, b) => compare(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
};

const whereFor = (query: SearchQuery) => {
  const { priceMin, priceMax, producer, licenceType, billingPeriod, availability } = query.filters ?? {};
  const price =
    priceMin !== undefined && priceMax !== undefined
      ? { between: [priceMin, priceMax] as [number, number] }
      : priceMin !== undefined
        ? { gte: priceMin }
        : priceMax !== undefined
          ? { lte: priceMax }
          : undefined;
  const where: Record<string, unknown> = {
    categoryIds: query.categoryId === undefined ? undefined : { containsAll: [query.categoryId] },
    producer: producer && { in: producer },
    licenceType: licenceType && { in: licenceType },
    billingPeriod: billingPeriod && { in: billingPeriod },
    availability: availability && { in: availability },
    [`price.${query.currency}`]: price,
  };
  return Object.fromEntries(Object.entries(where).filter(([, value]) => value !== undefined));
};

const facetOf = <T extends string>(
  documents: readonly SearchDocument[],
  read: (document: SearchDocument) => T | undefined,
) => {
  const counts = new Map<T, number>();
  for (const document of documents) {
    const value = read(document);
    if (value !== undefined) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
};

const facetsOf = (documents: readonly SearchDocument[], currency: SearchQuery['currency']): SearchFacets => {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (const { price } of documents) {
    min = Math.min(min, price[currency]);
    max = Math.max(max, price[currency]);
  }
  return {
    producer: facetOf(documents, (document) => document.producer),
    licenceType: facetOf(
      documents,
      (document) => document.licenceType as SearchFacets['licenceType'][number]['value'],
    ),
    billingPeriod: facetOf(
      documents,
      (document) => document.billingPeriod as SearchFacets['billingPeriod'][number]['value'],
    ),
    availability: facetOf(documents, (document) => document.availability),
    price: documents.length === 0 ? null : { min, max },
  };
};

const itemOf = (document: SearchDocument, currency: SearchQuery['currency']): SearchItem => ({
  id: document.id,
  name: document.title,
  slug: document.slug,
  kind: document.kind,
  producer: document.producer,
  availability: document.availability,
  rating: document.rating,
  price: { amount: document.price[currency], currency },
});

const textProperties: ('name' | 'code' | 'description')[] = ['name', 'code', 'description'];

/**
 * Every matching document in result order (facets need them all, the page is a slice). Sorting is
 * done here rather than by Orama's `sortBy`, which was slower and is not kept in the index.
 */
const matching = async (db: CatalogueDb, query: SearchQuery): Promise<SearchDocument[]> => {
  const term = query.phrase ? foldText(query.phrase) : '';
  // Without a phrase, a pure filter: full-text options with an empty term make Orama score every document.
  const fullText = term && {
    term,
    properties: textProperties,
    boost: { name: 3, code: 3 },
    tolerance: typoTolerance(term),
    // Every word of the phrase must match (1 would accept any of them).
    threshold: 0,
  };
  const results = await search(db, { ...fullText, where: whereFor(query), limit: count(db) });
  return sorted(
    results.hits.map((hit) => hit.document as unknown as SearchDocument),
    query,
  );
};

/** Searches or lists the catalogue: one page of items, the total and facets over all results. */
export const searchCatalogue = async (index: SearchIndex, input: SearchQueryInput): Promise<SearchResult> => {
  const parsed = searchQuerySchema.safeParse(input);
  if (!parsed.success) throw new InvalidSearchQuery(toFieldErrors(parsed.error, input));
  const query = parsed.data;
  const documents = await matching(dbFor(index, query.language), query);
  const start = (query.page - 1) * query.pageSize;
  return {
    total: documents.length,
    page: query.page,
    pageSize: query.pageSize,
    items: documents.slice(start, start + query.pageSize).map((document) => itemOf(document, query.currency)),
    facets: facetsOf(documents, query.currency),
  };
};

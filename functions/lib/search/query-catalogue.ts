import type {
  AttributeFacet,
  AttributeRange,
  FacetValue,
  ListingFacets,
  ListingQuery,
  ListingResult,
} from '#shared/catalogue/listing';
import { attributeParamPrefix, rangeParamPrefix } from '#shared/catalogue/listing';
import { inRange, rangeBuckets } from '#shared/catalogue/range-buckets';
import type { FieldError } from '#shared/errors';
import { fieldMessages } from '#shared/validation';
import { keptOrMade } from '../bounded-cache';
import { type CatalogueIndex, type IndexedProduct, textIndexFor } from './catalogue-index';
import type { FacetColumn } from './facet-columns';
import { firstInOrder } from './first-in-order';
import { listingItem, listingItemJson } from './listing-item';
import { sortRanks } from './sort-ranks';
import { matchPhrase } from './text-index';

// Listing and search over the in-memory index: candidates (a category's subtree and/or the phrase's
// matches) → filters → facets → sort → one page. Facets are disjunctive: a dimension's counts ignore
// its own filter (ticking Lenovo still shows how many Dell there are) but honour every other one.

/** A query naming an attribute no product has; `fields` as `invalid_data` reports them. */
export class InvalidListingQuery extends Error {
  constructor(readonly fields: FieldError[]) {
    super(`invalid listing query: ${fields.map(({ path }) => path).join(', ')}`);
    this.name = 'InvalidListingQuery';
  }
}

export class UnknownCategory extends Error {
  constructor(readonly categoryId: string) {
    super(`unknown category ${categoryId}`);
    this.name = 'UnknownCategory';
  }
}

/**
 * One facet dimension of a query. Every dimension has the same three fields (`accepts` undefined
 * without a filter), so the counting loop sees one object shape: a profile of uncached listings showed
 * V8 throwing away the loop's optimized code on most queries while dimensions came in two shapes.
 */
interface Dimension {
  column: FacetColumn;
  /** Per value code, 1 when the query's filter takes the value (code 0, no value, never); undefined without a filter. */
  accepts: Uint8Array | undefined;
  /** Per value code, how many results (or near-results, disjunctively) have it. */
  counts: Int32Array;
}

/** A filter of listed values (`producer=Lenovo,Dell`, `attr.colour=black`) and, for a number, a range. */
const acceptsOf = (
  column: FacetColumn,
  listed: readonly string[] | undefined,
  range: AttributeRange | undefined,
): Uint8Array | undefined => {
  if (!listed && !range) return undefined;
  const values = listed && new Set(listed);
  const accepts = new Uint8Array(column.values.length + 1);
  column.values.forEach((value, i) => {
    if ((!values || values.has(value)) && (!range || inRange(Number(value), range))) accepts[i + 1] = 1;
  });
  return accepts;
};

const listFilters = ['producer', 'licence', 'billing', 'availability'] as const;

const dimensionsOf = (index: CatalogueIndex, query: ListingQuery, attributeKeys: string[]): Dimension[] => {
  const dimension = (
    name: string,
    listed: readonly string[] | undefined,
    range?: AttributeRange,
  ): Dimension => {
    const column = index.columns.get(name);
    if (!column) throw new Error(`the index has no column ${name}`);
    return {
      column,
      accepts: acceptsOf(column, listed, range),
      counts: new Int32Array(column.values.length + 1),
    };
  };
  return [
    ...listFilters.map((name) => dimension(name, query[name])),
    ...attributeKeys.map((key) =>
      dimension(attributeParamPrefix + key, query.attributes[key], query.ranges[key]),
    ),
  ];
};

/** A dimension's counts by value, the values no result has left out. */
const countsOf = ({ column, counts }: Dimension): Map<string, number> => {
  const byValue = new Map<string, number>();
  column.values.forEach((value, i) => {
    const count = counts[i + 1] ?? 0;
    if (count > 0) byValue.set(value, count);
  });
  return byValue;
};

/** How many phrases' matches an index keeps; the oldest is dropped past it. */
const phraseMatchesKept = 1000;

/** A phrase's matches, kept per index: the same words searched with other filters, prices or pages match the same. */
const phraseMatchesOf = (index: CatalogueIndex, language: ListingQuery['language'], phrase: string) =>
  keptOrMade(index.phraseMatches, `${language}|${phrase}`, phraseMatchesKept, () =>
    matchPhrase(textIndexFor(index, language), phrase),
  );

const candidatesOf = (index: CatalogueIndex, query: ListingQuery) => {
  let inCategory: Int32Array | undefined;
  if (query.category !== undefined) {
    inCategory = index.inCategory.get(query.category);
    if (!inCategory) throw new UnknownCategory(query.category);
  }
  if (query.q === undefined) {
    return { docs: inCategory ?? index.allDocs, scores: undefined };
  }
  const matches = phraseMatchesOf(index, query.language, query.q);
  if (!inCategory) return matches;
  const member = new Uint8Array(index.products.length);
  for (const doc of inCategory) member[doc] = 1;
  return { docs: matches.docs.filter((doc) => member[doc] === 1), scores: matches.scores };
};

const facetValues = (counts: Map<string, number>, numeric: boolean): FacetValue[] =>
  [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort(
      numeric
        ? (a, b) => Number(a.value) - Number(b.value)
        : (a, b) => b.count - a.count || (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    );

/** Without `sort`, a phrase sorts by relevance and a listing by popularity. */
const compareFor = (index: CatalogueIndex, query: ListingQuery, scores: Float32Array | undefined) => {
  if (query.sort === undefined && scores) {
    return (a: number, b: number) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b;
  }
  return sortRanks(index, query.sort ?? 'popularity', query.currency, query.language);
};

/** Attribute facets belong to a category's listing; elsewhere only the attributes filtered on. */
const attributeKeysFor = (index: CatalogueIndex, query: ListingQuery): string[] => {
  const keys = new Set([...Object.keys(query.attributes), ...Object.keys(query.ranges)]);
  if (query.category !== undefined) {
    for (const key of index.attributeKeysIn.get(query.category) ?? []) keys.add(key);
  }
  return [...keys];
};

/** An attribute no product has (`attr.<key>`, `range.<key>`), or a range on one that is not a number. */
const refusedFields = (index: CatalogueIndex, query: ListingQuery): FieldError[] => [
  ...Object.keys(query.attributes)
    .filter((key) => !index.attributes[key])
    .map((key) => ({ path: attributeParamPrefix + key, message: fieldMessages.unknownField })),
  ...Object.keys(query.ranges)
    .filter((key) => index.attributes[key]?.type !== 'number')
    .map((key) => ({
      path: rangeParamPrefix + key,
      message: index.attributes[key] ? fieldMessages.invalidValue : fieldMessages.unknownField,
    })),
];

/** A facet of the values counted (disjunctively): a range with its buckets for a number, else the values. */
const attributeFacet = (
  key: string,
  info: CatalogueIndex['attributes'][string],
  counts: Map<string, number>,
): AttributeFacet => {
  if (info.type !== 'number') return { key, type: info.type, values: facetValues(counts, false) };
  const numbers = new Map([...counts].map(([value, count]) => [Number(value), count]));
  const sorted = [...numbers.keys()].sort((a, b) => a - b);
  return {
    key,
    type: 'number',
    ...(info.unit ? { unit: info.unit } : {}),
    range: { min: sorted[0] ?? 0, max: sorted.at(-1) ?? 0 },
    buckets: rangeBuckets(numbers),
  };
};

/** The documents of a query that pass every filter, and the price span of those that pass all but price. */
interface Counted {
  results: number[];
  min: number;
  max: number;
}

/**
 * Filters the candidates and counts each dimension's values in one pass (disjunctively: a document
 * failing exactly one filter counts in that filter's dimension only). The hot loop of an uncached
 * listing: it reads typed arrays by index, and the filtered dimensions' columns are picked out first.
 */
const countDocs = (
  docs: Int32Array | readonly number[],
  dimensions: readonly Dimension[],
  net: Int32Array,
  priceMin: number,
  priceMax: number,
): Counted => {
  const codes = dimensions.map((dimension) => dimension.column.codes);
  const counts = dimensions.map((dimension) => dimension.counts);
  const filtered = dimensions.flatMap((dimension, i) => (dimension.accepts ? [i] : []));
  const filteredCodes = filtered.map((i) => codes[i] as Uint16Array);
  const filteredAccepts = filtered.map((i) => dimensions[i]?.accepts as Uint8Array);
  const results: number[] = [];
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let k = 0; k < docs.length; k++) {
    const doc = docs[k] as number;
    // The one dimension this product fails (-1: none); two failures count nowhere.
    let failed = -1;
    let failures = 0;
    for (let f = 0; f < filtered.length; f++) {
      if ((filteredAccepts[f] as Uint8Array)[(filteredCodes[f] as Uint16Array)[doc] as number] === 0) {
        failed = filtered[f] as number;
        if (++failures > 1) break;
      }
    }
    if (failures > 1) continue;
    const price = net[doc] as number;
    const inPrice = price >= priceMin && price <= priceMax;
    if (failures === 1) {
      // Counted only in the dimension it fails: ticking Lenovo still shows how many Dell there are.
      const code = (codes[failed] as Uint16Array)[doc] as number;
      const failedCounts = counts[failed] as Int32Array;
      if (inPrice && code !== 0) failedCounts[code] = (failedCounts[code] as number) + 1;
      continue;
    }
    if (price < min) min = price;
    if (price > max) max = price;
    if (!inPrice) continue;
    for (let i = 0; i < codes.length; i++) {
      const code = (codes[i] as Uint16Array)[doc] as number;
      const dimensionCounts = counts[i] as Int32Array;
      if (code !== 0) dimensionCounts[code] = (dimensionCounts[code] as number) + 1;
    }
    results.push(doc);
  }
  return { results, min, max };
};

/** The facets of counted dimensions: the four list dimensions first, then each attribute key's. */
const facetsOf = (
  index: CatalogueIndex,
  dimensions: readonly Dimension[],
  attributeKeys: readonly string[],
  { min, max }: Counted,
): ListingFacets => {
  const values = (i: number) => countsOf(dimensions[i] as Dimension);
  return {
    producer: facetValues(values(0), false),
    licence: facetValues(values(1), false) as ListingFacets['licence'],
    billing: facetValues(values(2), false) as ListingFacets['billing'],
    availability: facetValues(values(3), false) as ListingFacets['availability'],
    attributes: attributeKeys.flatMap((key, i): AttributeFacet[] => {
      const counts = values(listFilters.length + i);
      const info = index.attributes[key];
      return counts.size === 0 || !info ? [] : [attributeFacet(key, info, counts)];
    }),
    price: min <= max ? { min, max } : null,
  };
};

/** A listing's answer with its page as document numbers, before the cards are made. */
type ListingDocs = Omit<ListingResult, 'items'> & { docs: number[] };

/** Lists or searches the catalogue: one page of documents, the total and facets. */
const listingDocs = (index: CatalogueIndex, query: ListingQuery): ListingDocs => {
  const refused = refusedFields(index, query);
  if (refused.length > 0) throw new InvalidListingQuery(refused);
  const { docs, scores } = candidatesOf(index, query);
  const attributeKeys = attributeKeysFor(index, query);
  const dimensions = dimensionsOf(index, query, attributeKeys);
  const { priceMin = 0, priceMax = Number.POSITIVE_INFINITY } = query;
  const counted = countDocs(docs, dimensions, index.net[query.currency], priceMin, priceMax);
  // Documents are numbered in id order, so ties go by id and pages are stable.
  const start = (query.page - 1) * query.pageSize;
  const page = firstInOrder(counted.results, start + query.pageSize, compareFor(index, query, scores)).slice(
    start,
  );
  return {
    total: counted.results.length,
    page: query.page,
    pageSize: query.pageSize,
    currency: query.currency,
    facets: facetsOf(index, dimensions, attributeKeys, counted),
    docs: page,
  };
};

/** Lists or searches the catalogue: one page of items, the total and facets. */
export const queryCatalogue = (index: CatalogueIndex, query: ListingQuery): ListingResult => {
  const { docs, ...listing } = listingDocs(index, query);
  return {
    ...listing,
    items: docs.map((doc) => listingItem(index, index.products[doc] as IndexedProduct, query)),
  };
};

/** `queryCatalogue`'s answer as JSON, the page's cards serialized once per index and shopper. */
export const queryCatalogueJson = (index: CatalogueIndex, query: ListingQuery): string => {
  const { docs, ...listing } = listingDocs(index, query);
  const cards = docs.map((doc) => listingItemJson(index, doc, query)).join(',');
  return `${JSON.stringify(listing).slice(0, -1)},"items":[${cards}]}`;
};

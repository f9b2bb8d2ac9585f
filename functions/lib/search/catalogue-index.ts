import type { Attribute } from '#shared/catalogue/attributes';
import { type Category, categoryLines } from '#shared/catalogue/category';
import { localized } from '#shared/catalogue/localized';
import type { Product } from '#shared/catalogue/product';
import type { ProductImage } from '#shared/catalogue/product-images';
import { billingPeriod } from '#shared/catalogue/product-rules';
import { type Currency, currencies, type Language } from '#shared/locale';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import { foldText } from '#shared/text';
import { type FacetColumn, facetColumns } from './facet-columns';
import {
  buildTextIndex,
  loadTextIndex,
  type PhraseMatches,
  type SerializedTextIndex,
  serializeTextIndex,
  type TextIndex,
} from './text-index';

// The published catalogue as the cms function holds it in memory: what a listing shows and filters
// on for every product (no descriptions: the product page reads the table), a text index per
// language, and lookups derived once at load (net prices per currency, category subtrees).

/** What listings and facets need of a product. Documents are numbered in id order. */
export interface IndexedProduct {
  id: string;
  categoryId: string;
  kind: Product['kind'];
  producer?: string;
  producerCode: string;
  licence?: NonNullable<Product['licenceType']>;
  billing?: 'monthly' | 'annual';
  availability: Product['availability'];
  ratings: Product['ratings'];
  popularity: number;
  createdAt: string;
  prices: Product['prices'];
  /** Facet values of enum, boolean and number attributes (`'16'`, `'true'`, `'black'`). */
  attributes: Record<string, string>;
  /** The product's first image, its listing card's picture; its alt texts only where they are not the product's names. */
  image?: Omit<ProductImage, 'alt'> & { alt?: ProductImage['alt'] };
  /** Name and slug in each language the product has texts in. */
  texts: Partial<Record<Language, { name: string; slug: string }>> & { pl: { name: string; slug: string } };
}

export interface AttributeInfo {
  type: Exclude<Attribute['type'], 'text'>;
  unit?: Attribute extends infer A ? (A extends { unit?: infer U } ? U : never) : never;
}

export interface CatalogueIndex {
  /** `YYYY-MM-DD`: the day whose exchange rates priced the catalogue (the publishing day). */
  day: string;
  /**
   * When publishing began reading the table: figures published later change the index's entries
   * (`with-figures.ts`), earlier ones are in it. None in an index published before it was kept.
   */
  publishedAt?: string;
  categories: Category[];
  products: IndexedProduct[];
  attributes: Record<string, AttributeInfo>;
  /** Built languages; any other falls back along `localized`'s chain (→ en → pl). */
  text: Partial<Record<Language, TextIndex>> & { pl: TextIndex };
  /** Derived at load: document number by product id. */
  numberOf: Map<string, number>;
  /** Derived at load: net price per currency per document (minor units), explicit or from PLN. */
  net: Record<Currency, Int32Array>;
  /** Derived at load: every document number, ascending (an unfiltered listing's candidates). */
  allDocs: Int32Array;
  /** Derived at load: document numbers of each category's subtree, ascending. */
  inCategory: Map<string, Int32Array>;
  /** Derived at load: the facetable attribute keys some product of each category's subtree has. */
  attributeKeysIn: Map<string, string[]>;
  /** Derived at load: each facet dimension as a column of value codes (`facet-columns.ts`). */
  columns: Map<string, FacetColumn>;
  /** A phrase's matches per language, kept as used (at most `phraseMatchesKept`): filters and pages vary more than phrases. */
  phraseMatches: Map<string, PhraseMatches>;
  /** Position of each document per sort order, filled on first use (see `sort-ranks.ts`). */
  ranks: Map<string, Int32Array>;
  /** A listing card's JSON per document and shopper, kept as used (see `listing-item.ts`). */
  cardJson: Map<string, string>;
}

const facetValue = (attribute: Attribute): string | undefined =>
  attribute.type === 'text' ? undefined : String(attribute.value);

/** What the index keeps of a product. */
export const indexed = (product: Product): IndexedProduct => ({
  id: product.id,
  categoryId: product.categoryId,
  kind: product.kind,
  producer: product.producer,
  producerCode: product.producerCode,
  licence: product.licenceType,
  billing: billingPeriod(product) ?? undefined,
  availability: product.availability,
  ratings: product.ratings,
  popularity: product.popularity,
  createdAt: product.createdAt,
  prices: product.prices,
  attributes: Object.fromEntries(
    product.attributes.flatMap((attribute) => {
      const value = facetValue(attribute);
      return value === undefined ? [] : [[attribute.key, value]];
    }),
  ),
  texts: Object.fromEntries(
    Object.entries(product.texts).map(([language, { name, slug }]) => [language, { name, slug }]),
  ) as IndexedProduct['texts'],
  ...(product.images?.[0] ? { image: listingImage(product, product.images[0]) } : {}),
});

/** The card's picture as the index keeps it: alt texts that only repeat the product's names are left out (most are). */
const listingImage = (product: Product, { alt, ...image }: ProductImage): IndexedProduct['image'] => {
  const ownAlt = Object.entries(alt).some(
    ([language, text]) => text !== product.texts[language as Language]?.name,
  );
  return ownAlt ? { ...image, alt } : image;
};

const attributeInfo = (products: readonly Product[]): Record<string, AttributeInfo> => {
  const info: Record<string, AttributeInfo> = {};
  for (const product of products) {
    for (const attribute of product.attributes) {
      if (attribute.type === 'text' || info[attribute.key]) continue;
      info[attribute.key] =
        attribute.type === 'number' && attribute.unit
          ? { type: 'number', unit: attribute.unit }
          : { type: attribute.type };
    }
  }
  return info;
};

const languagesOf = (products: readonly Product[]): Language[] => [
  ...new Set<Language>(['pl', ...products.flatMap((product) => Object.keys(product.texts) as Language[])]),
];

const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The published form: plain data, JSON-safe. */
interface PublishedIndex {
  version: 2;
  day: string;
  publishedAt?: string;
  categories: Category[];
  products: IndexedProduct[];
  attributes: Record<string, AttributeInfo>;
  text: Partial<Record<Language, SerializedTextIndex>>;
}

const derived = (published: Omit<PublishedIndex, 'version' | 'text'>, text: CatalogueIndex['text']) => {
  const { products, categories, day } = published;
  const context = { vatRate: 0, rateTables: exchangeRateTables, day };
  const net = Object.fromEntries(
    currencies.map((currency) => [
      currency,
      Int32Array.from(products, (product) => priceListFor(product.prices, currency, context).price.net),
    ]),
  ) as CatalogueIndex['net'];
  const lineOf = categoryLines(categories);
  const members = new Map<string, number[]>(categories.map((category) => [category.id, []]));
  products.forEach((product, doc) => {
    for (const { id } of lineOf(product.categoryId)) members.get(id)?.push(doc);
  });
  const keysOf = (docs: number[]) => [
    ...new Set(docs.flatMap((doc) => Object.keys((products[doc] as IndexedProduct).attributes))),
  ];
  return {
    ...published,
    text,
    numberOf: new Map(products.map((product, doc) => [product.id, doc])),
    net,
    allDocs: Int32Array.from({ length: products.length }, (_, doc) => doc),
    inCategory: new Map([...members].map(([id, docs]) => [id, Int32Array.from(docs)])),
    attributeKeysIn: new Map([...members].map(([id, docs]) => [id, keysOf(docs)])),
    columns: facetColumns(products, Object.keys(published.attributes)),
    phraseMatches: new Map(),
    ranks: new Map(),
    cardJson: new Map(),
  };
};

/**
 * Builds the index when the catalogue is published; `day` picks the exchange rates, `publishedAt` is
 * when the products began to be read.
 */
export const buildCatalogueIndex = (
  products: readonly Product[],
  categories: readonly Category[],
  day: string,
  publishedAt?: string,
): CatalogueIndex => {
  const sorted = [...products].sort(byId);
  const text = Object.fromEntries(
    languagesOf(sorted).map((language) => [
      language,
      buildTextIndex(
        sorted.map((product) => {
          const texts = localized(product.texts, language);
          return { name: texts.name, code: product.producerCode, description: texts.description };
        }),
      ),
    ]),
  ) as CatalogueIndex['text'];
  return derived(
    {
      day,
      publishedAt,
      categories: [...categories],
      products: sorted.map(indexed),
      attributes: attributeInfo(sorted),
    },
    text,
  );
};

/** The text index for `language`: its own, else English, else Polish (as `localized` falls back). */
export const textIndexFor = (index: CatalogueIndex, language: Language): TextIndex =>
  index.text[language] ?? index.text.en ?? index.text.pl;

/** The name a document sorts by in `language`: folded, so diacritics do not reorder it. */
export const sortNameOf = (product: IndexedProduct, language: Language): string =>
  foldText(localized(product.texts, language).name);

export const serializeCatalogueIndex = (index: CatalogueIndex): string => {
  const published: PublishedIndex = {
    version: 2,
    day: index.day,
    publishedAt: index.publishedAt,
    categories: index.categories,
    products: index.products,
    attributes: index.attributes,
    text: Object.fromEntries(
      Object.entries(index.text).map(([language, text]) => [language, serializeTextIndex(text)]),
    ),
  };
  return JSON.stringify(published);
};

export const loadCatalogueIndex = (json: string): CatalogueIndex => {
  const { version, text, ...published } = JSON.parse(json) as PublishedIndex;
  if (version !== 2) throw new Error(`unknown catalogue index version ${String(version)}`);
  const count = published.products.length;
  const loaded = Object.fromEntries(
    Object.entries(text).map(([language, serialized]) => [language, loadTextIndex(serialized, count)]),
  ) as CatalogueIndex['text'];
  if (!loaded.pl) throw new Error('the catalogue index has no Polish text index');
  return derived(published, loaded);
};

import { create, insertMultiple, load, type Orama, type RawData, save } from '@orama/orama';
import type { Category } from '../../../shared/catalogue/category';
import { localized } from '../../../shared/catalogue/localized';
import { averageRating, type Product } from '../../../shared/catalogue/product';
import { billingPeriod } from '../../../shared/catalogue/product-rules';
import { type Currency, currencies, type Language } from '../../../shared/locale';
import type { ExchangeRateTable } from '../../../shared/pricing/exchange-rates';
import { priceListFor } from '../../../shared/pricing/price-list';
import { foldText } from './fold-text';

// One Orama index per catalogue language (see README): text fields hold folded text, filters and
// sort keys are enums and numbers, and every document carries its net price in each currency.

const priceSchema = Object.fromEntries(currencies.map((currency) => [currency, 'number'])) as Record<
  Currency,
  'number'
>;

const schema = {
  /** Folded name: searched, suggested and the `name` sort key (diacritics ignored). */
  name: 'string',
  code: 'string',
  description: 'string',
  /** The product's category and its ancestors, so a parent category lists its subtree. */
  categoryIds: 'enum[]',
  kind: 'enum',
  producer: 'enum',
  licenceType: 'enum',
  billingPeriod: 'enum',
  availability: 'enum',
  /** Average rating, 0 before the first one. */
  rating: 'number',
  popularity: 'number',
  /** Epoch milliseconds. */
  createdAt: 'number',
  /** Net price, minor units, explicit or derived from PLN. */
  price: priceSchema,
} as const;

export type CatalogueDb = Orama<typeof schema>;

/** A stored document: the indexed fields plus what a result shows (`title` is the unfolded name). */
export interface SearchDocument {
  id: string;
  title: string;
  slug: string;
  name: string;
  code: string;
  description: string;
  categoryIds: string[];
  kind: Product['kind'];
  producer?: string;
  licenceType?: string;
  billingPeriod?: string;
  availability: Product['availability']['state'];
  rating: number;
  popularity: number;
  createdAt: number;
  price: Record<Currency, number>;
}

export interface SearchIndex {
  /** Built languages; any other falls back along `localized`'s chain (→ en → pl). */
  byLanguage: Partial<Record<Language, CatalogueDb>>;
}

/** The dated exchange-rate tables prices in other currencies are derived with. */
export interface IndexPricing {
  rateTables: readonly ExchangeRateTable[];
  /** `YYYY-MM-DD`: the day whose rate table applies (the publishing day). */
  day: string;
}

export interface BuildOptions {
  /** The category tree, to index ancestors; without it a product sits only in its own category. */
  categories?: readonly Category[];
  /** Languages to build; default every language some product has texts in (always Polish). */
  languages?: readonly Language[];
  /** The product's producer; default {@link defaultProducerOf}. */
  producerOf?: (product: Product) => string | undefined;
}

const softwareKinds: ReadonlySet<Product['kind']> = new Set([
  'm365-subscription',
  'open-licence',
  'perpetual-licence',
]);

/**
 * The model has no producer field yet: software is Microsoft's, hardware and device-as-a-service
 * take the first word of the name (the brand); IT services (the shop's own) have none.
 */
export const defaultProducerOf = (product: Product): string | undefined => {
  if (softwareKinds.has(product.kind)) return 'Microsoft';
  if (product.kind === 'it-service') return undefined;
  return product.texts.pl.name.split(' ')[0];
};

/** Orama tokenizer language: folded text is ASCII except for Cyrillic. */
const tokenizerLanguage = (language: Language): string =>
  language === 'ru' ? 'russian' : language === 'bg' ? 'bulgarian' : 'english';

const createDb = (language: Language): CatalogueDb =>
  create({
    schema,
    language: tokenizerLanguage(language),
    // search.ts sorts the matches itself; no sort index to build, store or load.
    sort: { enabled: false },
  });

const ancestorsOf = (categories: readonly Category[]) => {
  const parentOf = new Map(categories.map((category) => [category.id, category.parentId]));
  return (id: string): string[] => {
    const ids = [id];
    for (let parent = parentOf.get(id) ?? null; parent !== null; parent = parentOf.get(parent) ?? null) {
      ids.push(parent);
    }
    return ids;
  };
};

const pricesOf = (product: Product, pricing: IndexPricing): Record<Currency, number> => {
  const context = { ...pricing, vatRate: 0 };
  return Object.fromEntries(
    currencies.map((currency) => [currency, priceListFor(product.prices, currency, context).price.net]),
  ) as Record<Currency, number>;
};

const languagesOf = (products: readonly Product[]): Language[] => [
  ...new Set<Language>(['pl', ...products.flatMap((product) => Object.keys(product.texts) as Language[])]),
];

/** Builds the search index when the catalogue is published. */
export const buildSearchIndex = async (
  products: readonly Product[],
  pricing: IndexPricing,
  options: BuildOptions = {},
): Promise<SearchIndex> => {
  const categoryIdsOf = ancestorsOf(options.categories ?? []);
  const producerOf = options.producerOf ?? defaultProducerOf;
  const shared = products.map((product) => ({
    id: product.id,
    code: foldText(product.producerCode),
    categoryIds: categoryIdsOf(product.categoryId),
    kind: product.kind,
    producer: producerOf(product),
    licenceType: product.licenceType,
    billingPeriod: billingPeriod(product) ?? undefined,
    availability: product.availability.state,
    rating: averageRating(product.ratings) ?? 0,
    popularity: product.popularity,
    createdAt: Date.parse(product.createdAt),
    price: pricesOf(product, pricing),
  }));
  const byLanguage: SearchIndex['byLanguage'] = {};
  for (const language of options.languages ?? languagesOf(products)) {
    const db = createDb(language);
    const documents = products.map((product, index): SearchDocument => {
      const texts = localized(product.texts, language);
      const fields = shared[index] as (typeof shared)[number];
      return {
        ...fields,
        title: texts.name,
        slug: texts.slug,
        name: foldText(texts.name),
        description: foldText(texts.description),
      };
    });
    await insertMultiple(db, documents, documents.length);
    byLanguage[language] = db;
  }
  return { byLanguage };
};

/** The index for `language`: its own, else English, else Polish (as `localized` falls back). */
export const dbFor = (index: SearchIndex, language: Language): CatalogueDb => {
  const db = index.byLanguage[language] ?? index.byLanguage.en ?? index.byLanguage.pl;
  if (!db) throw new Error('the search index has no Polish index');
  return db;
};

interface SerializedIndex {
  version: 1;
  languages: Partial<Record<Language, RawData>>;
}

/** The index as JSON, written next to the published catalogue. */
export const serializeIndex = (index: SearchIndex): string => {
  const serialized: SerializedIndex = { version: 1, languages: {} };
  for (const [language, db] of Object.entries(index.byLanguage) as [Language, CatalogueDb][]) {
    serialized.languages[language] = save(db);
  }
  return JSON.stringify(serialized);
};

/** Loads a serialized index (once per warm container). */
export const loadIndex = (json: string): SearchIndex => {
  const serialized = JSON.parse(json) as SerializedIndex;
  if (serialized.version !== 1) throw new Error(`unknown search index version ${String(serialized.version)}`);
  const byLanguage: SearchIndex['byLanguage'] = {};
  for (const [language, raw] of Object.entries(serialized.languages) as [Language, RawData][]) {
    const db = createDb(language);
    load(db, raw);
    byLanguage[language] = db;
  }
  return { byLanguage };
};

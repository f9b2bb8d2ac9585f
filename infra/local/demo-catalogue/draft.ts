import type { Attribute, AttributeUnit } from '#shared/catalogue/attributes';
import type { Availability, BillingPeriod, Product } from '#shared/catalogue/product';
import { type Language, languages } from '#shared/locale';
import type { ProductPrices } from '#shared/pricing/price-list';
import { createRandom, hashOf } from './random';

// The compact shape the demo tables fill in; `toProduct` adds slugs, ratings, dates and relations.

type KindFields =
  | {
      kind: 'm365-subscription';
      billing: BillingPeriod;
      catalogItemId?: string;
      licenceSku?: { skuPartNumber: string; skuId: string };
    }
  | { kind: 'open-licence' }
  | { kind: 'perpetual-licence' }
  | { kind: 'hardware'; hardwareType: 'laptop' | 'pc' | 'accessory' }
  | { kind: 'device-as-a-service' }
  | { kind: 'it-service' };

type Relations = Product['relations'];

/** A text in each of the shop's 11 languages (a name or description the catalogue shows). */
export type Texts = Record<Language, string>;

/** A text made in each language: `textsOf((language) => …)`. */
export const textsOf = (make: (language: Language) => string): Texts =>
  Object.fromEntries(languages.map((language) => [language, make(language)])) as Texts;

/** The same text in every language: a brand or model name, which no language translates. */
export const same = (text: string): Texts => textsOf(() => text);

export interface Draft {
  id: string;
  producerCode: string;
  variant: KindFields;
  categoryId: string;
  licenceType?: Product['licenceType'];
  restrictions?: Product['restrictions'];
  apps?: string[];
  availability: Availability;
  name: Texts;
  description: Texts;
  attributes: Attribute[];
  prices: ProductPrices;
  /** Drafts of one family are each other's "other versions" (tiers, billing periods, configurations). */
  family: string;
  /** Relations beyond other versions and similar, by product id. */
  relations?: Partial<Pick<Relations, 'accessories' | 'goodDealSets' | 'recommended'>>;
}

/** PLN (or any currency) amount in minor units: `minor(46.8)` → 4680. */
export const minor = (amount: number): number => Math.round(amount * 100);

/** Cyrillic letters in Latin, as the route table writes Russian and Bulgarian paths (`letter:latin`). */
const cyrillic: Record<string, string> = Object.fromEntries(
  'а:a б:b в:v г:g д:d е:e ё:e ж:zh з:z и:i й:y к:k л:l м:m н:n о:o п:p р:r с:s т:t у:u ф:f х:h ц:ts ч:ch ш:sh щ:shch ъ: ы:y ь: э:e ю:yu я:ya'
    .split(' ')
    .map((pair) => pair.split(':')),
);
/** Bulgarian writes `щ` as `sht`, `ъ` as `a` and `ь` (before `о`) as `y`. */
const bulgarian: Record<string, string> = { ...cyrillic, щ: 'sht', ъ: 'a', ь: 'y' };

/**
 * Lower-case ASCII slug; accented letters without their accents, Polish `ł`, German `ß`, Turkish `ı`
 * and Cyrillic (Russian and Bulgarian, as the route table's paths) transliterated
 * (`złącze` → `zlacze`, `Ноутбуки` → `noutbuki`).
 */
export const slugify = (text: string, language: Language = 'pl'): string =>
  text
    .toLowerCase()
    .replace(/[а-яё]/g, (letter) => (language === 'bg' ? bulgarian : cyrillic)[letter] ?? '')
    .replace(/ł/g, 'l')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[œæ]/g, (letter) => (letter === 'œ' ? 'oe' : 'ae'))
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 120)
    .replace(/^-+|-+$/g, '');

/** A decimal number as `language` writes it: `1,37`, in English `1.37`. */
export const decimal = (value: number, language: Language): string =>
  language === 'en' ? String(value) : String(value).replace('.', ',');

/** A model's name (written with a decimal comma: `Surface Laptop 7 13,8"`) as `language` writes its numbers. */
export const modelName = (name: string, language: Language): string =>
  language === 'en' ? name.replace(/(\d),(\d)/g, '$1.$2') : name;

export const num = (key: string, value: number, unit?: AttributeUnit): Attribute =>
  unit ? { key, type: 'number', value, unit } : { key, type: 'number', value };
export const text = (key: string, value: string): Attribute => ({ key, type: 'text', value });
export const flag = (key: string, value: boolean): Attribute => ({ key, type: 'boolean', value });
export const option = (key: string, value: string): Attribute => ({ key, type: 'enum', value });

const day = 86_400_000;
const firstDay = Date.UTC(2024, 0, 2);

/** Ratings, creation time and popularity, stable per id. */
export const statsOf = (id: string, popularityScale: number) => {
  const random = createRandom(hashOf(id));
  const count = random.int(0, 1) === 0 ? random.int(0, 12) : random.int(10, 140);
  const average = 3.3 + random.next() * 1.7;
  const sum = Math.min(count * 5, Math.max(count, Math.round(count * average)));
  const createdAt = new Date(firstDay + random.int(0, 750) * day + random.int(28_800, 64_800) * 1000);
  return {
    ratings: { count, sum },
    createdAt: createdAt.toISOString().replace('.000Z', 'Z'),
    popularity: Math.round(random.next() ** 2 * popularityScale),
  };
};

const popularityScale: Record<KindFields['kind'], number> = {
  'm365-subscription': 2400,
  'open-licence': 300,
  'perpetual-licence': 1500,
  hardware: 900,
  'device-as-a-service': 400,
  'it-service': 250,
};

const softwareKinds: ReadonlySet<Product['kind']> = new Set([
  'm365-subscription',
  'open-licence',
  'perpetual-licence',
]);

/** Software is Microsoft's; hardware and devices are named brand first; IT services are the shop's own. */
const producerOf = (draft: Draft): string | undefined => {
  if (softwareKinds.has(draft.variant.kind)) return 'Microsoft';
  if (draft.variant.kind === 'it-service') return undefined;
  return draft.name.pl.split(' ')[0];
};

export const toProduct = (draft: Draft, relations: Relations): Product => {
  const producer = producerOf(draft);
  return {
    ...draft.variant,
    id: draft.id,
    ...(producer ? { producer } : {}),
    producerCode: draft.producerCode,
    categoryId: draft.categoryId,
    ...(draft.licenceType ? { licenceType: draft.licenceType } : {}),
    restrictions: draft.restrictions ?? [],
    apps: draft.apps ?? [],
    availability: draft.availability,
    texts: Object.fromEntries(
      languages.map((language) => [
        language,
        {
          name: draft.name[language],
          description: draft.description[language],
          slug: slugify(draft.name[language], language),
        },
      ]),
    ) as Product['texts'],
    attributes: draft.attributes,
    relations,
    prices: draft.prices,
    ...statsOf(draft.id, popularityScale[draft.variant.kind]),
  };
};

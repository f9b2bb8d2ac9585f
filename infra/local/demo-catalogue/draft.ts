import type { Attribute, AttributeUnit } from '#shared/catalogue/attributes';
import type { Availability, BillingPeriod, Product } from '#shared/catalogue/product';
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

export interface Texts {
  pl: string;
  en: string;
}

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

/** Lower-case ASCII slug; Polish letters transliterated (`złącze` → `zlacze`). */
export const slugify = (text: string): string =>
  text
    .replace(/[łŁ]/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 120)
    .replace(/^-+|-+$/g, '');

/** A number as Polish writes it: `1,37`. */
export const plNumber = (value: number): string => String(value).replace('.', ',');

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
    texts: {
      pl: { name: draft.name.pl, description: draft.description.pl, slug: slugify(draft.name.pl) },
      en: { name: draft.name.en, description: draft.description.en, slug: slugify(draft.name.en) },
    },
    attributes: draft.attributes,
    relations,
    prices: draft.prices,
    ...statsOf(draft.id, popularityScale[draft.variant.kind]),
  };
};

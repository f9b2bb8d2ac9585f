import type { Availability, Product } from '#shared/catalogue/product';
import type { NetPrices, ProductPrices } from '#shared/pricing/price-list';
import { hardwareStates } from './accessories';
import { num, slugify } from './draft';
import { demoProducts } from './products';
import { createRandom, type Random } from './random';

// A large catalogue for benchmarks: each product is a pack of a demo product (its category, texts and
// attributes), with its own id, producer code, pack size, prices, stock state, ratings and relations.
// Relations point only at products generated before it.

const packSizes = [1, 2, 3, 5, 10, 15, 20, 25, 50, 100, 250];
const firstDay = Date.UTC(2023, 0, 2);
const days = 1200;

const scaled = (prices: NetPrices, factor: number): NetPrices => {
  const scale = (amount: number) => Math.round(amount * factor);
  return {
    price: scale(prices.price),
    ...(prices.list === undefined ? {} : { list: scale(prices.list) }),
    ...(prices.firstMonth === undefined || prices.afterFirstMonth === undefined
      ? {}
      : { firstMonth: scale(prices.firstMonth), afterFirstMonth: scale(prices.afterFirstMonth) }),
  };
};

const pricesOf = (prices: ProductPrices, factor: number): ProductPrices => {
  const result: ProductPrices = { PLN: scaled(prices.PLN, factor) };
  if (prices.EUR) result.EUR = scaled(prices.EUR, factor);
  return result;
};

const availabilityOf = (template: Product, random: Random): Availability =>
  template.kind === 'hardware' ? random.pick(hardwareStates) : template.availability;

/** The last `count` items of a list, newest first. */
const lastOf = (ids: readonly string[] | undefined, count: number): string[] =>
  ids ? ids.slice(-count).reverse() : [];

/** `count` valid products, the same for the same seed. */
export const generateCatalogue = (count: number, seed: number): Product[] => {
  const random = createRandom(seed);
  const byTemplate = new Map<string, string[]>();
  const byCategory = new Map<string, string[]>();
  const accessories: string[] = [];
  const products: Product[] = [];
  for (let index = 0; index < count; index++) {
    const template = random.pick(demoProducts);
    const suffix = index.toString(36);
    const id = `${template.id.slice(0, 52)}-${suffix}`;
    const pack = random.pick(packSizes);
    const ratingCount = random.int(0, 200);
    const createdAt = new Date(firstDay + random.int(0, days) * 86_400_000 + random.int(0, 86_399) * 1000);
    const name = (language: 'pl' | 'en') => {
      const base = template.texts[language]?.name ?? template.texts.pl.name;
      if (pack === 1) return base;
      return language === 'pl' ? `${base} – pakiet ${pack} szt.` : `${base} – pack of ${pack}`;
    };
    const texts = (language: 'pl' | 'en') => {
      const value = name(language);
      return {
        name: value,
        description: template.texts[language]?.description ?? template.texts.pl.description,
        slug: `${slugify(value).slice(0, 110)}-${suffix}`,
      };
    };
    products.push({
      ...template,
      id,
      producerCode: `${template.producerCode}-${pack}-${suffix.toUpperCase()}`,
      availability: availabilityOf(template, random),
      ratings: { count: ratingCount, sum: random.int(ratingCount, ratingCount * 5) },
      texts: { pl: texts('pl'), en: texts('en') },
      // The template's picture, described by this pack's own name.
      images: (template.images ?? []).map((image) => ({
        ...image,
        alt: { pl: name('pl'), en: name('en') },
      })),
      attributes: [...template.attributes, num('pack-size', pack)],
      relations: {
        accessories:
          template.kind === 'hardware' && template.hardwareType !== 'accessory' ? lastOf(accessories, 3) : [],
        otherVersions: lastOf(byTemplate.get(template.id), 3),
        goodDealSets: [],
        recommended: products.length > 0 ? [random.pick(products).id] : [],
        similar: lastOf(byCategory.get(template.categoryId), 4),
      },
      prices: pricesOf(template.prices, pack * (0.85 + random.next() * 0.3)),
      createdAt: createdAt.toISOString(),
      popularity: random.int(0, 5000),
    });
    byTemplate.set(template.id, [...(byTemplate.get(template.id) ?? []), id].slice(-3));
    byCategory.set(template.categoryId, [...(byCategory.get(template.categoryId) ?? []), id].slice(-4));
    if (template.kind === 'hardware' && template.hardwareType === 'accessory') accessories.push(id);
  }
  return products;
};

import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '../../../infra/local/demo-catalogue/categories';
import { generateCatalogue } from '../../../infra/local/demo-catalogue/generate-catalogue';
import { demoProducts } from '../../../infra/local/demo-catalogue/products';
import type { Product } from '../../../shared/catalogue/product';
import { sampleProduct } from '../../../shared/catalogue/sample-product';
import { exchangeRateTables } from '../../../shared/pricing/exchange-rates';
import { priceListFor } from '../../../shared/pricing/price-list';
import { buildSearchIndex, loadIndex, type SearchIndex, serializeIndex } from './build-index';
import { foldText } from './fold-text';
import { InvalidSearchQuery, type SearchQueryInput, searchCatalogue, searchSorts } from './search';

const pricing = { rateTables: exchangeRateTables, day: '2026-03-01' };
const { billing: _, ...common } = sampleProduct;

/** The demo data says "Złącza" only; this fixture has "złącze" itself. */
const connector: Product = {
  ...common,
  id: 'fixture-usb-c-connector',
  producerCode: 'FIX-USBC-01',
  kind: 'hardware',
  hardwareType: 'accessory',
  categoryId: 'cables',
  relations: { accessories: [], otherVersions: [], goodDealSets: [], recommended: [], similar: [] },
  texts: {
    pl: { name: 'Przejściówka USB-C', description: 'Złącze USB-C na HDMI 2.1.', slug: 'przejsciowka-usb-c' },
    en: { name: 'USB-C adapter', description: 'USB-C to HDMI 2.1 connector.', slug: 'usb-c-adapter' },
  },
};
const products = [...demoProducts, connector];
const byId = new Map(products.map((product) => [product.id, product]));

let index: SearchIndex;
beforeAll(async () => {
  index = await buildSearchIndex(products, pricing, { categories: demoCategories });
});

const run = (query: SearchQueryInput) => searchCatalogue(index, query);
const ids = async (query: SearchQueryInput) => (await run(query)).items.map(({ id }) => id);

describe('searchCatalogue: phrases', () => {
  it.each(['pl', 'en'] as const)('finds Office for "ofice" (%s)', async (language) => {
    const { items } = await run({ phrase: 'ofice', language });
    expect(items[0]?.name).toMatch(/Office/);
  });

  it.each(['zlacze', 'złącze', 'ZŁĄCZE'])('finds "złącze" for %s', async (phrase) => {
    expect(await ids({ phrase, pageSize: 96 })).toContain(connector.id);
  });

  it.each([
    ['21ML001APB', 'thinkpad-t14-gen-5-16gb-512gb-1a'],
    ['EP2-06606', 'office-home-2024-esd'],
  ])('finds the producer code %s', async (phrase, id) => {
    expect((await ids({ phrase }))[0]).toBe(id);
  });

  it('requires every word of the phrase', async () => {
    const { items } = await run({ phrase: 'office home', pageSize: 96 });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(foldText(item.name)).toMatch(/office.*home|home.*office/);
  });

  it('searches a language without texts in its fallback (de → en)', async () => {
    expect(await ids({ phrase: 'adapter', language: 'de' })).toContain(connector.id);
  });
});

describe('searchCatalogue: filters and facets', () => {
  it('narrows by producer, licence type, billing period and availability; facets add up', async () => {
    const all = await run({});
    expect(all.total).toBe(products.length);
    const lenovo = await run({ filters: { producer: ['Lenovo'] }, pageSize: 96 });
    expect(lenovo.total).toBe(all.facets.producer.find(({ value }) => value === 'Lenovo')?.count);
    expect(lenovo.items.every((item) => item.producer === 'Lenovo')).toBe(true);
    const annual = await run({ filters: { billingPeriod: ['annual'], licenceType: ['business'] } });
    expect(annual.total).toBeGreaterThan(0);
    expect(annual.total).toBeLessThan(all.total);
    expect(annual.facets.billingPeriod).toEqual([{ value: 'annual', count: annual.total }]);
    for (const result of [all, lenovo, annual]) {
      const sum = result.facets.availability.reduce((total, { count }) => total + count, 0);
      expect(sum).toBe(result.total);
    }
    const instant = await run({ filters: { availability: ['instant'] } });
    expect(instant.total).toBe(all.facets.availability.find(({ value }) => value === 'instant')?.count);
  });

  it('lists a parent category with its subtree', async () => {
    const leaf = await run({ categoryId: 'business-laptops' });
    expect(leaf.total).toBe(products.filter((product) => product.categoryId === 'business-laptops').length);
    const parent = demoCategories.find(({ id }) => id === 'business-laptops')?.parentId ?? '';
    expect((await run({ categoryId: parent })).total).toBeGreaterThan(leaf.total);
  });

  it('filters a price range in EUR, derived or explicit', async () => {
    const [min, max] = [10_000, 50_000];
    const context = { ...pricing, vatRate: 0 };
    const expected = products.filter((product) => {
      const net = priceListFor(product.prices, 'EUR', context).price.net;
      return net >= min && net <= max;
    });
    const result = await run({ currency: 'EUR', filters: { priceMin: min, priceMax: max }, pageSize: 96 });
    expect(result.total).toBe(expected.length);
    expect(result.facets.price?.min).toBeGreaterThanOrEqual(min);
    expect(result.facets.price?.max).toBeLessThanOrEqual(max);
    expect(result.items.every(({ price }) => price.currency === 'EUR')).toBe(true);
  });
});

describe('searchCatalogue: sorting and pages', () => {
  const keyOf: Record<(typeof searchSorts)[number], (id: string) => number | string> = {
    'price-asc': (id: string) => byId.get(id)?.prices.PLN.price ?? 0,
    'price-desc': (id: string) => -(byId.get(id)?.prices.PLN.price ?? 0),
    popularity: (id: string) => -(byId.get(id)?.popularity ?? 0),
    newest: (id: string) => -Date.parse(byId.get(id)?.createdAt ?? ''),
    rating: (id: string) => {
      const ratings = byId.get(id)?.ratings;
      return ratings && ratings.count > 0 ? -ratings.sum / ratings.count : 0;
    },
    name: (id: string) => foldText(byId.get(id)?.texts.pl.name ?? ''),
  };

  it.each(searchSorts)('respects %s', async (sort) => {
    const order = await ids({ sort, pageSize: 96, page: 2 });
    const keys = order.map((id) => keyOf[sort](id));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives disjoint pages and an empty page with the total beyond the last', async () => {
    const [first, second] = [await ids({ page: 1 }), await ids({ page: 2 })];
    expect(first).toHaveLength(24);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    const beyond = await run({ page: 100, pageSize: 96 });
    expect(beyond).toMatchObject({ total: products.length, page: 100, items: [] });
  });
});

describe('searchCatalogue: bad input', () => {
  const reject = async (query: unknown) => {
    const error = await searchCatalogue(index, query as SearchQueryInput).catch((error: unknown) => error);
    expect(error).toBeInstanceOf(InvalidSearchQuery);
    return (error as InvalidSearchQuery).fields.map(({ path }) => path);
  };

  it.each(['a', ' a ', '--'])('rejects the phrase %j, naming `phrase`', async (phrase) => {
    expect(await reject({ phrase })).toEqual(['phrase']);
  });

  it.each([
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['an unknown filter', { filters: { colour: ['black'] } }, 'filters.colour'],
    ['an unknown availability', { filters: { availability: ['sold-out'] } }, 'filters.availability.0'],
    ['page 0', { page: 0 }, 'page'],
    ['page size 97', { pageSize: 97 }, 'pageSize'],
    ['an unknown currency', { currency: 'JPY' }, 'currency'],
  ])('rejects %s', async (_, query, path) => {
    expect(await reject(query)).toEqual([path]);
  });
});

describe('serializeIndex / loadIndex', () => {
  it('answers the same after a round trip', async () => {
    const loaded = loadIndex(serializeIndex(index));
    const queries: SearchQueryInput[] = [
      { phrase: 'ofice' },
      { phrase: 'zlacze', language: 'en' },
      {
        categoryId: 'business-laptops',
        filters: { producer: ['Lenovo'] },
        sort: 'price-desc',
        currency: 'EUR',
      },
    ];
    for (const query of queries) {
      expect(await searchCatalogue(loaded, query)).toEqual(await run(query));
    }
  });
});

describe('buildSearchIndex on the benchmark catalogue', () => {
  it('indexes 20,000 products', async () => {
    const large = await buildSearchIndex(generateCatalogue(20_000, 1), pricing, { languages: ['pl'] });
    const result = await searchCatalogue(large, { phrase: 'thinkpad', filters: { producer: ['Lenovo'] } });
    expect(result.total).toBeGreaterThan(0);
    expect((await searchCatalogue(large, {})).total).toBe(20_000);
  }, 60_000);
});

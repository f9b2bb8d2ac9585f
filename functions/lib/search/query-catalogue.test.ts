import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { generateCatalogue } from '#infra/local/demo-catalogue/generate-catalogue';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { listingSorts, parseListingParams } from '#shared/catalogue/listing';
import type { Product } from '#shared/catalogue/product';
import { sampleProduct } from '#shared/catalogue/sample-product';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import { foldText } from '#shared/text';
import {
  buildCatalogueIndex,
  type CatalogueIndex,
  loadCatalogueIndex,
  serializeCatalogueIndex,
} from './catalogue-index';
import { InvalidListingQuery, queryCatalogue, queryCatalogueJson, UnknownCategory } from './query-catalogue';

const day = '2026-03-01';
const pricing = { rateTables: exchangeRateTables, day };
type Params = Record<string, string>;
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

let index: CatalogueIndex;
beforeAll(() => {
  index = buildCatalogueIndex(products, demoCategories, day);
});

/** Runs URL parameters as the route does. */
const runOn = (on: CatalogueIndex, params: Params) => {
  const parsed = parseListingParams(params);
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return queryCatalogue(on, parsed.data);
};
const run = (params: Params) => runOn(index, params);
const ids = (params: Params) => run(params).items.map(({ id }) => id);
const countOf = (facet: { value: string; count: number }[], value: string) =>
  facet.find((entry) => entry.value === value)?.count ?? 0;

describe('queryCatalogue: phrases', () => {
  it.each(['pl', 'en'] as const)('finds Office for "ofice" (%s)', (language) => {
    expect(run({ q: 'ofice', language }).items[0]?.name).toMatch(/Office/);
  });

  it.each(['zlacze', 'złącze', 'ZŁĄCZE'])('finds "złącze" for %s', (q) => {
    expect(ids({ q, pageSize: '96' })).toContain(connector.id);
  });

  it.each([
    ['21ML001APB', 'thinkpad-t14-gen-5-16gb-512gb-1a'],
    ['EP2-06606', 'office-home-2024-esd'],
  ])('finds the producer code %s first', (q, id) => {
    expect(ids({ q })[0]).toBe(id);
  });

  it('requires every word of the phrase', () => {
    const { items } = run({ q: 'office home', pageSize: '96' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(foldText(item.name)).toMatch(/office.*home|home.*office/);
  });

  it('completes the words being typed (thinkp)', () => {
    const { items } = run({ q: 'lenovo thinkp' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.name).toMatch(/ThinkPad/);
  });

  it('searches a language without texts in its fallback (de → en)', () => {
    expect(ids({ q: 'adapter', language: 'de' })).toContain(connector.id);
  });

  it('finds nothing for a word no product has', () => {
    expect(run({ q: 'qwzx' })).toMatchObject({ total: 0, items: [] });
  });
});

describe('queryCatalogue: filters and facets', () => {
  it('narrows by producer, licence type, billing period and availability', () => {
    const all = run({});
    expect(all.total).toBe(products.length);
    const lenovo = run({ producer: 'Lenovo', pageSize: '96' });
    expect(lenovo.total).toBe(countOf(all.facets.producer, 'Lenovo'));
    expect(lenovo.items.every((item) => item.producer === 'Lenovo')).toBe(true);
    const annual = run({ billing: 'annual', licence: 'business' });
    expect(annual.total).toBeGreaterThan(0);
    expect(annual.total).toBeLessThan(all.total);
    const instant = run({ availability: 'instant' });
    expect(instant.total).toBe(countOf(all.facets.availability, 'instant'));
  });

  it("counts each facet without its own filter (disjunctive) but with the others'", () => {
    const laptops = run({ category: 'business-laptops' });
    const lenovo = run({ category: 'business-laptops', producer: 'Lenovo' });
    // Ticking Lenovo keeps the other producers' counts, so a second producer can be added.
    expect(lenovo.facets.producer).toEqual(laptops.facets.producer);
    const both = laptops.facets.producer.slice(0, 2).map(({ value }) => value);
    const either = run({ category: 'business-laptops', producer: both.join(',') });
    expect(either.total).toBe(both.reduce((sum, value) => sum + countOf(laptops.facets.producer, value), 0));
    // Another dimension's counts follow the producer filter.
    const sum = lenovo.facets.availability.reduce((total, { count }) => total + count, 0);
    expect(sum).toBe(lenovo.total);
  });

  /** The laptops' values of a numeric attribute, as the products hold them. */
  const laptopValues = (key: string) =>
    products
      .filter((product) => product.categoryId === 'business-laptops')
      .flatMap((product) => product.attributes.filter((a) => a.key === key).map((a) => Number(a.value)));

  it('offers a numeric attribute as a range with buckets, never a checkbox per value', () => {
    const laptops = run({ category: 'business-laptops' });
    const weight = laptops.facets.attributes.find(({ key }) => key === 'weight');
    const values = laptopValues('weight');
    expect(weight).toMatchObject({
      type: 'number',
      unit: 'kg',
      range: { min: Math.min(...values), max: Math.max(...values) },
    });
    expect(weight).not.toHaveProperty('values');
    if (weight?.type !== 'number') throw new Error('weight is a number');
    expect(weight.buckets.length).toBeGreaterThan(1);
    expect(weight.buckets.length).toBeLessThanOrEqual(5);
    expect(weight.buckets.reduce((sum, bucket) => sum + bucket.count, 0)).toBe(values.length);
  });

  it('filters a numeric attribute by a range, counting its range disjunctively', () => {
    const laptops = run({ category: 'business-laptops' });
    const weight = laptops.facets.attributes.find(({ key }) => key === 'weight');
    if (weight?.type !== 'number') throw new Error('weight is a number');
    const [bucket] = weight.buckets;
    const range = `${bucket?.min}..${bucket?.max}`;
    const light = run({ category: 'business-laptops', 'range.weight': range, pageSize: '96' });
    expect(light.total).toBe(bucket?.count);
    for (const item of light.items) {
      const value = Number(byId.get(item.id)?.attributes.find(({ key }) => key === 'weight')?.value);
      expect(value).toBeGreaterThanOrEqual(bucket?.min ?? 0);
      expect(value).toBeLessThanOrEqual(bucket?.max ?? 0);
    }
    expect(light.facets.attributes.find(({ key }) => key === 'weight')).toEqual(weight);
    const upTo = run({ category: 'business-laptops', 'range.weight': `..${bucket?.max}` });
    expect(upTo.total).toBe(laptopValues('weight').filter((value) => value <= (bucket?.max ?? 0)).length);
  });

  it('filters and counts an enum attribute by its values', () => {
    const laptops = run({ category: 'business-laptops' });
    const enumFacet = laptops.facets.attributes.find((facet) => facet.type === 'enum');
    if (!enumFacet || enumFacet.type === 'number') throw new Error('the laptops have an enum attribute');
    const [first] = enumFacet.values;
    const filtered = run({ category: 'business-laptops', [`attr.${enumFacet.key}`]: first?.value ?? '' });
    expect(filtered.total).toBe(first?.count);
  });

  it('lists a parent category with its subtree', () => {
    const leaf = run({ category: 'business-laptops' });
    expect(leaf.total).toBe(products.filter((product) => product.categoryId === 'business-laptops').length);
    const parent = demoCategories.find(({ id }) => id === 'business-laptops')?.parentId ?? '';
    expect(run({ category: parent }).total).toBeGreaterThan(leaf.total);
  });

  it('searches within a category', () => {
    const { items } = run({ q: 'thinkpad', category: 'business-laptops', pageSize: '96' });
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.categoryId).toBe('business-laptops');
  });

  it('filters a net price range in EUR, derived or explicit, and prices items with the VAT of the country', () => {
    const [min, max] = [10_000, 50_000];
    const context = { ...pricing, vatRate: 0 };
    const expected = products.filter((product) => {
      const net = priceListFor(product.prices, 'EUR', context).price.net;
      return net >= min && net <= max;
    });
    const result = run({ currency: 'EUR', country: 'DE', priceMin: String(min), priceMax: String(max) });
    expect(result.total).toBe(expected.length);
    for (const { price } of result.items) {
      expect(price).toMatchObject({ currency: 'EUR', vatRate: 1900 });
      expect(price.price.net).toBeGreaterThanOrEqual(min);
      expect(price.price.net).toBeLessThanOrEqual(max);
    }
  });

  it('reports the price range of the results ignoring the price filter itself', () => {
    const all = run({ category: 'business-laptops' });
    const cheap = run({ category: 'business-laptops', priceMax: String(all.facets.price?.min ?? 0) });
    expect(cheap.facets.price).toEqual(all.facets.price);
    expect(cheap.items.every(({ price }) => price.price.net === all.facets.price?.min)).toBe(true);
  });
});

describe('queryCatalogue: sorting and pages', () => {
  const keyOf: Record<(typeof listingSorts)[number], (id: string) => number | string> = {
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

  it.each(listingSorts)('respects %s', (sort) => {
    const keys = ids({ sort, pageSize: '96', page: '2' }).map((id) => keyOf[sort](id));
    expect(keys).toEqual([...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('gives disjoint pages and an empty page with the total beyond the last', () => {
    const [first, second] = [ids({ page: '1' }), ids({ page: '2' })];
    expect(first).toHaveLength(24);
    expect(first.filter((id) => second.includes(id))).toEqual([]);
    expect(run({ page: '100', pageSize: '96' })).toMatchObject({
      total: products.length,
      page: 100,
      items: [],
    });
  });
});

describe('queryCatalogue: bad input', () => {
  const rejected = (params: Params) => {
    const parsed = parseListingParams(params);
    return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };

  it.each(['a', ' a ', '--'])('rejects the phrase %j as too short', (q) => {
    expect(rejected({ q })).toEqual([['q', 'phrase_too_short']]);
  });

  it.each([
    ['an unknown sort', { sort: 'cheapest' }, 'sort'],
    ['an unknown filter', { colour: 'black' }, ''],
    ['an unknown availability', { availability: 'sold-out' }, 'availability.0'],
    ['page 0', { page: '0' }, 'page'],
    ['page size 97', { pageSize: '97' }, 'pageSize'],
    ['a non-numeric price', { priceMin: '10.5' }, 'priceMin'],
    ['an unknown currency', { currency: 'JPY' }, 'currency'],
    ['a range without bounds', { 'range.weight': '..' }, 'ranges.weight'],
    ['a range that is not numbers', { 'range.weight': 'light..heavy' }, 'ranges.weight'],
    ['a range whose minimum is above its maximum', { 'range.weight': '2..1' }, 'ranges.weight'],
  ])('rejects %s', (_, params, path) => {
    expect(rejected(params).map(([at]) => at)).toEqual([path]);
  });

  it('rejects an attribute no product has, naming its parameter', () => {
    const error = (() => {
      try {
        run({ 'attr.no-such-key': 'black' });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(InvalidListingQuery);
    expect((error as InvalidListingQuery).fields).toEqual([
      { path: 'attr.no-such-key', message: 'unknown_field' },
    ]);
  });

  it.each([
    ['an attribute no product has', { 'range.no-such-key': '1..2' }, 'unknown_field'],
    ['an attribute that is not a number', { 'range.os': '1..2' }, 'invalid_value'],
  ])('rejects a range on %s, naming its parameter', (_, params, message) => {
    const key = Object.keys(params)[0] ?? '';
    expect(() => run(params)).toThrow(InvalidListingQuery);
    try {
      run(params);
    } catch (caught) {
      expect((caught as InvalidListingQuery).fields).toEqual([{ path: key, message }]);
    }
  });

  it('refuses an unknown category', () => {
    expect(() => run({ category: 'no-such-category' })).toThrow(UnknownCategory);
  });
});

describe('queryCatalogueJson', () => {
  const parsed = (params: Params) => {
    const query = parseListingParams(params);
    if (!query.success) throw new Error(JSON.stringify(query.error.issues));
    return query.data;
  };

  it('answers what queryCatalogue answers, each shopper getting cards in her language and currency', () => {
    const on = buildCatalogueIndex(products, demoCategories, day);
    for (const params of <Params[]>[
      { category: 'laptops', sort: 'price-asc' },
      { q: 'office', language: 'en', currency: 'EUR', country: 'DE' },
      { category: 'laptops', sort: 'price-asc', language: 'en', currency: 'USD' },
    ]) {
      expect(JSON.parse(queryCatalogueJson(on, parsed(params)))).toEqual(runOn(on, params));
    }
  });

  it('serializes a card once per index and shopper', () => {
    const on = buildCatalogueIndex(products, demoCategories, day);
    queryCatalogueJson(on, parsed({ category: 'laptops', pageSize: '10' }));
    expect(on.cardJson.size).toBe(10);
    queryCatalogueJson(on, parsed({ category: 'laptops', pageSize: '10', priceMin: '1' }));
    expect(on.cardJson.size).toBe(10);
    queryCatalogueJson(on, parsed({ category: 'laptops', pageSize: '10', currency: 'EUR' }));
    expect(on.cardJson.size).toBe(20);
  });
});

describe('serializeCatalogueIndex / loadCatalogueIndex', () => {
  it('answers the same after a round trip', () => {
    const loaded = loadCatalogueIndex(serializeCatalogueIndex(index));
    const queries: Params[] = [
      { q: 'ofice' },
      { q: 'zlacze', language: 'en' },
      { category: 'business-laptops', producer: 'Lenovo', sort: 'price-desc', currency: 'EUR' },
    ];
    for (const query of queries) expect(runOn(loaded, query)).toEqual(run(query));
  });
});

describe('the benchmark catalogue', () => {
  it('indexes 20,000 products', () => {
    const large = buildCatalogueIndex(generateCatalogue(20_000, 1), demoCategories, day);
    expect(runOn(large, { q: 'thinkpad', producer: 'Lenovo' }).total).toBeGreaterThan(0);
    expect(runOn(large, {}).total).toBe(20_000);
  }, 60_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct, listCategories } from '#functions/lib/table/catalogue';
import { deps } from '#functions/use-cases/catalogue/deps';
import { setProductAvailability } from '#functions/use-cases/catalogue/set-product-availability';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Runtime } from '#infra/local/runtime';
import { seed } from '#infra/local/seed';
import type { CategoryView, ListingResult, ProductView } from '#shared/catalogue/listing';
import { productSchema } from '#shared/catalogue/product';
import type { ErrorBody } from '#shared/errors';
import { languages } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { eventually, startTestRuntime } from '../support/runtime';

// The demo catalogue is seeded into the table, its search index published to S3 on start, and the
// cms routes answer listings, searches, suggestions, product pages and comparisons through the gateway.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

const get = async <T>(path: string) => {
  const response = await fetch(`${runtime.siteUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T };
};

const laptop = demoProducts.find((product) => product.categoryId === 'business-laptops');

describe('catalogue in the table', () => {
  it('holds the whole category tree and every demo product with its prices', async () => {
    expect((await listCategories()).map((c) => c.id).sort()).toEqual(demoCategories.map((c) => c.id).sort());
    for (const expected of [demoProducts[0], demoProducts[demoProducts.length - 1]]) {
      const stored = await getProduct(expected?.id ?? '');
      expect(stored).toEqual(expected);
      expect(productSchema.safeParse(stored).success).toBe(true);
    }
  });

  it('does not seed the catalogue twice', async () => {
    expect(await seed(runtime.cognito.client, runtime.cognito.userPoolId)).toBe(0);
  });
});

describe('GET /api/cms/products', () => {
  it('lists a category with facets, filters and sorting from URL parameters', async () => {
    const all = await get<ListingResult>('/api/cms/products?category=business-laptops');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(demoProducts.filter((p) => p.categoryId === 'business-laptops').length);
    const producer = all.body.facets.producer[0]?.value ?? '';
    const filtered = await get<ListingResult>(
      `/api/cms/products?category=business-laptops&producer=${producer}&sort=price-asc&currency=EUR&country=DE`,
    );
    expect(filtered.body.total).toBe(all.body.facets.producer[0]?.count);
    const prices = filtered.body.items.map((item) => item.price.price.net);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(filtered.body.items[0]?.price).toMatchObject({ currency: 'EUR', vatRate: 1900 });
  });

  it('searches with typos and diacritics folded', async () => {
    const { body } = await get<ListingResult>('/api/cms/products?q=ofice&language=en');
    expect(body.items[0]?.name).toMatch(/Office/);
  });

  it('answers a page beyond the last with no items and the total', async () => {
    const { status, body } = await get<ListingResult>('/api/cms/products?page=999');
    expect(status).toBe(200);
    expect(body).toMatchObject({ total: demoProducts.length, page: 999, items: [] });
  });

  it.each([
    ['q=a', 'q', 'phrase_too_short'],
    ['sort=cheapest', 'sort', 'invalid_value'],
    ['colour=black', 'colour', 'unknown_field'],
    ['attr.no-such-key=1', 'attr.no-such-key', 'unknown_field'],
    ['range.weight=2..1', 'range.weight', 'invalid_value'],
    ['range.os=1..2', 'range.os', 'invalid_value'],
    ['page=0', 'page', 'invalid_value'],
  ])('refuses %s with 400 invalid_data naming the parameter', async (query, path, message) => {
    const { status, body } = await get<ErrorBody>(`/api/cms/products?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe('invalid_data');
    expect(body.fields).toContainEqual({ path, message });
  });

  it('answers an unknown category with 404', async () => {
    const { status, body } = await get<ErrorBody>('/api/cms/products?category=no-such-category');
    expect(status).toBe(404);
    expect(body.code).toBe('category_not_found');
  });
});

describe('categories and suggestions', () => {
  it('gives the localized tree and suggestions while typing', async () => {
    const { body } = await get<{ categories: CategoryView[] }>('/api/cms/categories?language=en');
    expect(body.categories).toHaveLength(demoCategories.length);
    expect(body.categories.find((c) => c.id === 'laptops')?.name).toBe('Laptops');
    const suggestions = await get<{ suggestions: { name: string }[] }>('/api/cms/suggestions?q=thinkp');
    expect(suggestions.body.suggestions.length).toBeGreaterThan(0);
    for (const { name } of suggestions.body.suggestions) expect(name).toMatch(/ThinkPad/);
  });
});

describe('GET /api/cms/products/{id}', () => {
  it('gives the product page data in the shopper terms, with its category path and relations', async () => {
    const { status, body } = await get<ProductView>(
      `/api/cms/products/${laptop?.id}?language=en&currency=PLN`,
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: laptop?.id, name: laptop?.texts.en?.name, requiresSignIn: false });
    expect(body.categoryPath.at(-1)?.id).toBe('business-laptops');
    expect(body.slugs.pl).toBe(laptop?.texts.pl.slug);
    expect(body.price.price.net).toBe(laptop?.prices.PLN.price);
    expect(body.price.price.gross).toBe(body.price.price.net + body.price.price.vat);
    const related = laptop?.relations.similar ?? [];
    expect(body.relations.similar.map((item) => item.id)).toEqual(related);
  });

  it.each(['no-such-product', 'bad%20id'])('answers %s with 404 product_not_found', async (id) => {
    const { status, body } = await get<ErrorBody>(`/api/cms/products/${id}`);
    expect(status).toBe(404);
    expect(body.code).toBe('product_not_found');
  });
});

describe('a price never comes from the client', () => {
  it.each([
    ['GET', `/api/cms/products/office-home-2024-esd?price=1`],
    ['GET', '/api/cms/comparison?ids=office-home-2024-esd&price=1'],
  ])('%s %s is refused with 400 naming the price', async (_, path) => {
    const { status, body } = await get<ErrorBody>(path);
    expect(status).toBe(400);
    expect(body.fields).toContainEqual({ path: 'price', message: 'unknown_field' });
  });

  it('refuses a price in a request body', async () => {
    const response = await fetch(
      `${runtime.siteUrl}/api/cms/products/office-home-2024-esd/availability-notifications`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'jan@example.pl', consent: true, language: 'pl', price: 1 }),
      },
    );
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).fields).toContainEqual({
      path: 'price',
      message: 'unknown_field',
    });
  });
});

describe('GET /api/cms/comparison', () => {
  const laptops = demoProducts.filter((p) => p.categoryId === 'business-laptops').map((p) => p.id);
  const other = demoProducts.find((p) => p.categoryId !== 'business-laptops')?.id;

  it('compares products of one category and names the unknown ones removed', async () => {
    const ids = [laptops[0], laptops[1], 'no-such-product'].join(',');
    const { status, body } = await get<{ products: ProductView[]; removed: string[] }>(
      `/api/cms/comparison?ids=${ids}`,
    );
    expect(status).toBe(200);
    expect(body.products.map((p) => p.id)).toEqual(laptops.slice(0, 2));
    expect(body.removed).toEqual(['no-such-product']);
  });

  it('refuses products of two categories and more than 4 products with 409', async () => {
    const mixed = await get<ErrorBody>(`/api/cms/comparison?ids=${laptops[0]},${other}`);
    expect([mixed.status, mixed.body.code]).toEqual([409, 'comparison_category_mismatch']);
    const full = await get<ErrorBody>(`/api/cms/comparison?ids=${laptops.slice(0, 5).join(',')}`);
    expect([full.status, full.body.code]).toEqual([409, 'comparison_full']);
  });
});

describe('catalogue sitemaps', () => {
  it('are listed in the sitemap index and give category and product pages with hreflang alternates', async () => {
    const index = await (await fetch(`${runtime.siteUrl}/api/common/sitemap.xml`)).text();
    expect(index).toContain('/api/common/sitemaps/categories.xml</loc>');
    expect(index).toContain('/api/common/sitemaps/products-en.xml</loc>');
    const categories = await (await fetch(`${runtime.siteUrl}/api/common/sitemaps/categories.xml`)).text();
    expect(categories.match(/<url>/g)).toHaveLength(demoCategories.length * 11);
    const products = await fetch(`${runtime.siteUrl}/api/common/sitemaps/products-en.xml`);
    expect(products.headers.get('content-type')).toContain('application/xml');
    const xml = await products.text();
    const listed = demoProducts.filter((product) => product.availability.state !== 'discontinued');
    expect(xml.match(/<url>/g)).toHaveLength(listed.length);
    const first = listed[0];
    expect(xml).toContain(`/en/product/${first?.id}/${first?.texts.en?.slug}</loc>`);
    expect(xml).toContain(
      `hreflang="pl" href="${process.env.SITE_ORIGIN}/produkt/${first?.id}/${first?.texts.pl.slug}"`,
    );
    // The pictures sitemap: each product page lists its picture's largest variant.
    expect(xml.match(/<image:image>/g)).toHaveLength(listed.length);
    expect(xml).toContain(
      `<image:loc>${process.env.SITE_ORIGIN}/img/${first?.images?.[0]?.hash}/1200.webp</image:loc>`,
    );
  });

  it('answers an unknown sitemap with 404', async () => {
    expect((await fetch(`${runtime.siteUrl}/api/common/sitemaps/nothing.xml`)).status).toBe(404);
  });
});

describe('the search page, rendered per request', () => {
  const embedded = (html: string) =>
    JSON.parse(
      /<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    ) as {
      language: string;
      search?: { query: string; result: ListingResult };
      categories?: CategoryView[];
    };

  it('renders the search of every language at once, each in its own language, from a cold start', async () => {
    const pages = await Promise.all(
      languages.map(async (language) => {
        const response = await fetch(`${runtime.siteUrl}${pathFor('search', language)}?q=office`);
        return { language, status: response.status, data: embedded(await response.text()) };
      }),
    );
    for (const { language, status, data } of pages) {
      expect(status, language).toBe(200);
      expect(data.language, language).toBe(language);
      expect(data.search?.result.total, language).toBeGreaterThan(0);
    }
  });

  it('has the results of its query in its HTML and data, as the API answers them before a currency is picked', async () => {
    const response = await fetch(`${runtime.siteUrl}/szukaj/?q=laptop&sort=price-asc`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await response.text();
    const api = await get<ListingResult>(
      '/api/cms/products?q=laptop&sort=price-asc&language=pl&currency=PLN&country=PL',
    );
    expect(api.body.total).toBeGreaterThan(1);
    const data = embedded(html);
    expect(data.search).toEqual({ query: 'q=laptop&sort=price-asc', result: api.body });
    expect(data.categories?.map((c) => c.id).sort()).toEqual(demoCategories.map((c) => c.id).sort());
    expect(html).toContain('<h1>Wyniki wyszukiwania dla „laptop”</h1>');
    expect(html.match(/class="card product-card"/g)).toHaveLength(api.body.items.length);
    expect(html).toContain(`<link rel="canonical" href="${process.env.SITE_ORIGIN}/szukaj/" />`);
  });

  it('renders a page in its language and says why a phrase too short has no results', async () => {
    const response = await fetch(`${runtime.siteUrl}/en/search?q=a`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(embedded(html)).toMatchObject({ language: 'en' });
    expect(embedded(html).search).toBeUndefined();
    expect(html).toContain('<h1>Search</h1>');
    expect(html).toContain('role="alert"');
  });

  it('answers any other path sent to it with the not-found page and 404', async () => {
    const response = await fetch(`${runtime.siteUrl}/api/pages/szukajka/?q=laptop`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(embedded(html)).toMatchObject({ language: 'pl', notFound: true });
  });
});

describe('publishing', () => {
  const pagePath = (id: string, slug: string | undefined) => `${runtime.siteUrl}/en/product/${id}/${slug}`;
  const jsonLdOf = async (url: string) => {
    const html = await (await fetch(url)).text();
    return /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  };

  it('re-publishes the index and re-renders only the pages a product change affects', async () => {
    const id = laptop?.id ?? '';
    const other = demoProducts.find((product) => product.categoryId !== laptop?.categoryId);
    // Nothing is pre-rendered yet in a test runtime: a product page is the app shell.
    expect(await jsonLdOf(pagePath(id, laptop?.texts.en?.slug))).toBeUndefined();

    await setProductAvailability(deps(), { productId: id, availability: { state: 'discontinued' } });

    // The consumer re-publishes; a warm copy revalidates once its 15 minutes are over.
    const { catalogueIndex } = await import('#functions/lib/search/published-index');
    let later = Date.now();
    await eventually(async () => {
      later += 16 * 60 * 1000;
      const index = await catalogueIndex(later);
      const doc = index.numberOf.get(id);
      return doc !== undefined && index.products[doc]?.availability.state === 'discontinued'
        ? true
        : undefined;
    });
    // Its pages are rendered into the site bucket with the new state, in every language…
    const jsonLd = await eventually(() => jsonLdOf(pagePath(id, laptop?.texts.en?.slug)));
    expect(JSON.parse(jsonLd)).toMatchObject({ offers: { availability: 'https://schema.org/Discontinued' } });
    const polish = await (await fetch(`${runtime.siteUrl}/produkt/${id}/${laptop?.texts.pl.slug}`)).text();
    expect(polish).toContain('<html lang="pl">');
    // A long page comes in one piece, not as a fallback swapped in at its end (a layout shift).
    expect(polish).not.toContain('<template id="B:');
    expect(polish).toContain(`<link rel="canonical" href="${runtime.siteUrl}/produkt/${id}/`);
    // …with its category's first page; an unrelated product's page is left alone.
    const categoryUrl = `${runtime.siteUrl}/en/category/business-laptops/business-laptops`;
    await eventually(async () => (await (await fetch(categoryUrl)).text()).includes('"listing":'));
    expect(await jsonLdOf(pagePath(other?.id ?? '', other?.texts.en?.slug))).toBeUndefined();
  });
});

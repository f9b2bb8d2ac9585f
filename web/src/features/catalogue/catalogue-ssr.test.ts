import { describe, expect, it } from 'vitest';
import type { ListingResult } from '#shared/catalogue/listing';
import { sampleListingItem, sampleProductView } from '#shared/catalogue/sample-product-view';
import { pathFor } from '#shared/routes';
import en from '../../../public/i18n/en.json';
import pl from '../../../public/i18n/pl.json';
import { render } from '../../entry-server';

// Catalogue pages render on the server from embedded data (the pre-renderer's path), lazy chunks included.

const product = sampleProductView;
const result: ListingResult = {
  total: 1,
  page: 1,
  pageSize: 24,
  currency: 'PLN',
  items: [sampleListingItem],
  facets: {
    producer: [{ value: 'Microsoft', count: 1 }],
    licence: [],
    billing: [{ value: 'monthly', count: 1 }],
    availability: [{ value: 'instant', count: 1 }],
    attributes: [{ key: 'desktop-apps', type: 'boolean', values: [{ value: 'true', count: 1 }] }],
    price: { min: 5616, max: 5616 },
  },
};

describe('catalogue pages rendered on the server', () => {
  it('renders a product page with its price, tabs and JSON-LD', async () => {
    const path = pathFor('product', 'en', { id: product.id, slug: product.slugs.en });
    const { html, head } = await render(path, { language: 'en', messages: en, product });
    expect(head?.title).toBe(`${product.name} – Shop`);
    expect(html).toContain(`<h1>${product.name}</h1>`);
    expect(html).toContain('PLN\u00a0690.77 gross');
    expect(html).toContain('List price <s>PLN\u00a0767.52</s>, you save PLN\u00a076.75');
    expect(html).toContain('Available instantly, 24/7');
    expect(html).toContain('role="tab"');
    expect(html).toContain('Other versions');
    expect(html).not.toContain('Good-deal sets');
    expect(html).toContain('Electronic (ESD)');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(jsonLd)).toMatchObject({ '@type': 'Product', offers: { price: '690.77' } });
  });

  it('renders the search with the results of its query (the pages group renders it per request)', async () => {
    const path = pathFor('search', 'pl');
    const data = { language: 'pl' as const, messages: pl, search: { query: 'q=office', result } };
    const search = await render(path, data, 'q=office');
    expect(search.head?.title).toBe('Wyniki wyszukiwania dla „office” – Sklep');
    expect(search.html).toContain(`<h1>Wyniki wyszukiwania dla „office”</h1>`);
    expect(search.html).toContain(sampleListingItem.name);
    // Results of another query are not this query's: the page waits for its own.
    const other = await render(path, data, 'q=laptop');
    expect(other.html).toContain('<p aria-busy="true" class="loading loading--page"></p>');
    expect(other.html).not.toContain(sampleListingItem.name);
  });

  it('renders the comparison without data', async () => {
    const comparison = await render(pathFor('compare', 'pl'), { language: 'pl', messages: pl });
    expect(comparison.html).toContain('Nie ma produktów do porównania');
  });

  it('renders a category listing with its facets and sorting', async () => {
    const category = product.categoryPath[1];
    if (!category) throw new Error('sample category missing');
    const path = pathFor('category', 'en', { id: category.id, slug: 'for-business' });
    const { html, head } = await render(path, {
      language: 'en',
      messages: en,
      listing: { category, result },
    });
    expect(head?.title).toBe(`${category.name} – Shop`);
    expect(html).toContain('1 product');
    expect(html).toContain(sampleListingItem.name);
    expect(html).toContain('Desktop apps');
    expect(html).toContain('Price: lowest first');
    expect(html).toContain('Price gross (PLN)');
  });
});

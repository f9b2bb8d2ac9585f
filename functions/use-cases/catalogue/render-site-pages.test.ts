import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { cataloguePages } from '#shared/catalogue/catalogue-pages';
import { categoryLines } from '#shared/catalogue/category';
import { localized } from '#shared/catalogue/localized';
import { languages } from '#shared/locale';
import { buildCatalogueIndex, type CatalogueIndex } from '../../lib/search/catalogue-index';
import type { SitePage } from '../../lib/site-page-writer';
import { renderAffectedPages } from './render-site-pages';

let index: CatalogueIndex;
beforeAll(() => {
  index = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01');
});

const recordingPorts = () => {
  const written: SitePage[] = [];
  return { ports: { writePage: async (page: SitePage) => void written.push(page) }, written };
};

describe('renderAffectedPages', () => {
  it("writes a changed product's page and its categories' first pages in every language", async () => {
    const product = demoProducts.find(
      ({ categoryId }) => categoryLines(demoCategories)(categoryId).length > 1,
    );
    if (!product) throw new Error('the demo catalogue has no product in a subcategory');
    const line = categoryLines(demoCategories)(product.categoryId);
    const { ports, written } = recordingPorts();

    const count = await renderAffectedPages(ports, index, product);

    const expected = [
      ...cataloguePages('product', product.id, product.texts).map(({ path }) => `product ${path}`),
      ...line.flatMap((category) =>
        cataloguePages('category', category.id, category.texts).map(({ path }) => `category ${path}`),
      ),
    ];
    expect(written.map(({ data, path }) => `${data.product ? 'product' : 'category'} ${path}`)).toEqual(
      expected,
    );
    expect(count).toBe(languages.length * (1 + line.length));
  });

  it("gives each page its data in the page's language and the default currency, with the category tree", async () => {
    const [product] = demoProducts;
    if (!product) throw new Error('the demo catalogue is empty');
    const { ports, written } = recordingPorts();
    await renderAffectedPages(ports, index, product);
    const productPaths = new Set(
      cataloguePages('product', product.id, product.texts).map(({ path }) => path),
    );
    for (const { path, language, data } of written) {
      expect(data.categories?.map(({ id }) => id)).toEqual(index.categories.map(({ id }) => id));
      if (productPaths.has(path)) {
        expect(data.product).toMatchObject({ id: product.id, name: localized(product.texts, language).name });
      } else {
        expect(data.listing?.result).toMatchObject({ page: 1, currency: 'PLN' });
        expect(data.listing?.result.total).toBeGreaterThan(0);
      }
    }
  });
});

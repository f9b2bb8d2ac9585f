import { cataloguePages } from '#shared/catalogue/catalogue-pages';
import { type Category, categoryLines } from '#shared/catalogue/category';
import type { Localized } from '#shared/catalogue/localized';
import type { Product } from '#shared/catalogue/product';
import type { Language } from '#shared/locale';
import type { CatalogueIndex } from '../../lib/search/catalogue-index';
import { queryCatalogue } from '../../lib/search/query-catalogue';
import type { SitePage } from '../../lib/site-page-writer';
import { categoryView, categoryViews } from './category-views';
import type { RenderPorts } from './deps';
import { productView } from './product-view';

// Which catalogue pages are pre-rendered and with what data: a product page and a category's first
// listing page (unfiltered, default sort) per language, each with the category tree in its language.
// Pages show the default currency and Polish VAT; the browser switches to the shopper's own on
// hydration. Each answers how many pages it wrote.

const shopper = (language: Language) => ({ language, currency: 'PLN' as const, country: 'PL' });

/** Writes a product's or category's page in every language, with the data `dataOf` gives each. */
const writeEveryLanguage = async (
  { writePage }: RenderPorts,
  index: CatalogueIndex,
  screen: 'product' | 'category',
  { id, texts }: { id: string; texts: Localized<{ slug: string }> },
  dataOf: (language: Language) => Pick<SitePage['data'], 'product' | 'listing'>,
): Promise<number> => {
  const pages = cataloguePages(screen, id, texts);
  for (const { language, path } of pages) {
    const data = { ...dataOf(language), categories: categoryViews(index, language) };
    await writePage({ language, path, alternates: pages, data });
  }
  return pages.length;
};

/** The product's page in every language. */
export const renderProductPages = (ports: RenderPorts, index: CatalogueIndex, product: Product) =>
  writeEveryLanguage(ports, index, 'product', product, (language) => ({
    product: productView(index, product, shopper(language)),
  }));

/** A category's first listing page in every language. */
export const renderCategoryPages = (ports: RenderPorts, index: CatalogueIndex, category: Category) =>
  writeEveryLanguage(ports, index, 'category', category, (language) => ({
    listing: {
      category: categoryView(category, language),
      result: queryCatalogue(index, {
        category: category.id,
        page: 1,
        pageSize: 24,
        attributes: {},
        ranges: {},
        ...shopper(language),
      }),
    },
  }));

/** What a product change affects: its pages and the first pages of its category and its ancestors. */
export const renderAffectedPages = async (
  ports: RenderPorts,
  index: CatalogueIndex,
  product: Product,
): Promise<number> => {
  let pages = await renderProductPages(ports, index, product);
  for (const category of categoryLines(index.categories)(product.categoryId)) {
    pages += await renderCategoryPages(ports, index, category);
  }
  return pages;
};

/** Every catalogue page: after the first publication, or when a new site build changed the shell. */
export const renderAllPages = async (
  ports: RenderPorts,
  index: CatalogueIndex,
  products: readonly Product[],
): Promise<number> => {
  let pages = 0;
  for (const category of index.categories) pages += await renderCategoryPages(ports, index, category);
  for (const product of products) pages += await renderProductPages(ports, index, product);
  return pages;
};

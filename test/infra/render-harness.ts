import { readFileSync } from 'node:fs';
import { searchPageData } from '#functions/cms/catalogue/get-site-page';
import { buildCatalogueIndex } from '#functions/lib/search/catalogue-index';
import type { SitePage } from '#functions/lib/site-page-writer';
import { renderCategoryPages, renderProductPages } from '#functions/use-cases/catalogue/render-site-pages';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { pathFor } from '#shared/routes';
import { render } from '../../web/ssr';

// Bundled by function-renders.test.ts as a page renderer is (its own externals), then run: renders the
// Polish pages of one kind (`catalogue`: a product's and a category's, as the catalogue renderers
// write them; `search`: the search page, as the cms group answers it) and prints each page's path and
// HTML as JSON.

const messages = JSON.parse(readFileSync('web/public/i18n/pl.json', 'utf8'));
const index = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01');
const pages: Pick<SitePage, 'path' | 'data' | 'search'>[] = [];
const writePage = async (page: SitePage) => {
  if (page.language === 'pl') pages.push(page);
};
const [product] = demoProducts;
const [category] = demoCategories;
if (process.argv[2] === 'catalogue' && product && category) {
  await renderProductPages({ writePage }, index, product);
  await renderCategoryPages({ writePage }, index, category);
} else if (process.argv[2] === 'search') {
  const search = 'q=laptop';
  pages.push({ path: pathFor('search', 'pl'), data: searchPageData(index, 'pl', search), search });
}
const rendered = [];
for (const { path, data, search } of pages)
  rendered.push({ path, html: (await render(path, { ...data, language: 'pl', messages }, search)).html });
console.log(JSON.stringify(rendered));

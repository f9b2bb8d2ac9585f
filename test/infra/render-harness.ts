import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadCatalogueIndex } from '#functions/lib/search/catalogue-index';
import type { SitePage } from '#functions/lib/site-page-writer';
import { searchPageData } from '#functions/pages/get-site-page';
import { renderCategoryPages, renderProductPages } from '#functions/use-cases/catalogue/render-site-pages';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { renderMarkdown } from '#shared/blog/markdown';
import { pathFor } from '#shared/routes';
import { render } from '../../web/ssr';

// Bundled by function-renders.test.ts as a page renderer is (its own externals, `runIndexHarness`),
// then run: `node render-harness.mjs <index.json.gz> <kind>` renders the Polish pages of one kind
// (`catalogue`: the demo catalogue's first product's and first category's, as the catalogue renderers write
// them; `search`: the search page, as the pages group answers it; `markdown`: an article's Markdown alone)
// and prints each page's path and HTML as JSON.

const messages = JSON.parse(readFileSync('web/public/i18n/pl.json', 'utf8'));
const [indexFile = '', kind = ''] = process.argv.slice(2);
const index = loadCatalogueIndex(gunzipSync(readFileSync(indexFile)).toString('utf8'));
const pages: Pick<SitePage, 'path' | 'data' | 'search'>[] = [];
const writePage = async (page: SitePage) => {
  if (page.language === 'pl') pages.push(page);
};
const [product] = demoProducts;
const [category] = demoCategories;
if (kind === 'catalogue' && product && category) {
  await renderProductPages({ writePage }, index, product);
  await renderCategoryPages({ writePage }, index, category);
} else if (kind === 'markdown') {
  // An article's Markdown as the blog renders it: a link, and a bare address left as text.
  const markdown = 'Zobacz [sklep](https://example.pl/) i **licencje**.\n\nhttps://example.pl/bez-linku';
  console.log(JSON.stringify([{ path: '', html: renderMarkdown(markdown) }]));
  process.exit(0);
} else if (kind === 'search') {
  const search = 'q=laptop';
  pages.push({ path: pathFor('search', 'pl'), data: searchPageData(index, 'pl', search), search });
}
const rendered = [];
for (const { path, data, search } of pages)
  rendered.push({ path, html: (await render(path, { ...data, language: 'pl', messages }, search)).html });
console.log(JSON.stringify(rendered));

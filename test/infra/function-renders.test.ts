import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildCatalogueIndex } from '#functions/lib/search/catalogue-index';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { allFunctions } from '#infra/wiring';
import { runIndexHarness } from '../bench/index-harness';

// A page renderer's bundle leaves out the public screens it does not name (`renders`,
// infra/wiring/function-decl.ts), and the local runtime runs the source, which has them all: here its
// pages are rendered from a bundle with the renderer's own externals, so a screen it renders but does
// not name fails (a missing screen renders the error page instead).

const root = join(import.meta.dirname, '../..');
const index = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01');

/** The pages of `kind` rendered by the harness bundled as `entry` is. */
const renderedAs = (entry: string, kind: 'catalogue' | 'search' | 'markdown') => {
  const fn = allFunctions().find((candidate) => candidate.entry === entry);
  if (!fn) throw new Error(`no function ${entry}`);
  return runIndexHarness<{ path: string; html: string }[]>(root, 'test/infra/render-harness.ts', index, {
    args: [kind],
    bundledAs: fn,
  });
};

const [product] = demoProducts;
const [category] = demoCategories;

describe('a page renderer, from its own bundle', () => {
  it.each(['events/consumers/publish-catalogue.ts', 'events/consumers/publish-figures.ts'])(
    '%s renders a product page and a category page',
    async (entry) => {
      const pages = await renderedAs(entry, 'catalogue');
      expect(pages).toHaveLength(2);
      expect(pages[0]?.html).toContain(product?.texts.pl.name);
      expect(pages[1]?.html).toContain(category?.texts.pl.name);
    },
  );

  it("the content group renders an article's Markdown with its links, markdown-it's linkify matcher left out (linkify is off)", async () => {
    const [page] = await renderedAs('functions/content/handler.ts', 'markdown');
    expect(page?.html).toBe(
      '<p>Zobacz <a href="https://example.pl/">sklep</a> i <strong>licencje</strong>.</p>\n<p>https://example.pl/bez-linku</p>\n',
    );
  });

  it('the pages group renders the search page with its results', async () => {
    const [page] = await renderedAs('functions/pages/handler.ts', 'search');
    expect(page?.html).toContain('<h1');
    expect(page?.html.match(/href="\/produkt\//g)?.length).toBeGreaterThan(0);
  });
});

import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { allFunctions } from '#infra/wiring';
import { esbuildOptions, externalOf } from '#infra/wiring/function-bundle';

// A page renderer's bundle leaves out the public screens it does not name (`renders`,
// infra/wiring/function-decl.ts), and the local runtime runs the source, which has them all: here its
// pages are rendered from a bundle with the renderer's own externals, so a screen it renders but does
// not name fails (a missing screen renders the error page instead).

const root = join(import.meta.dirname, '../..');
const dir = mkdtempSync(join(root, '.function-renders-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The pages of `kind` rendered by the harness bundled as `entry` is. */
const renderedAs = async (entry: string, kind: 'catalogue' | 'search') => {
  const fn = allFunctions().find((candidate) => candidate.entry === entry);
  if (!fn) throw new Error(`no function ${entry}`);
  const outfile = join(dir, `${kind}-${entry.replace(/[/.]/g, '-')}.mjs`);
  await build({
    ...esbuildOptions,
    entryPoints: [join(root, 'test/infra/render-harness.ts')],
    external: externalOf(fn),
    outfile,
    logLevel: 'error',
  });
  const output = execFileSync(process.execPath, [outfile, kind], { cwd: root, encoding: 'utf8' });
  return JSON.parse(output) as { path: string; html: string }[];
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

  it('the cms group renders the search page with its results', async () => {
    const [page] = await renderedAs('functions/cms/handler.ts', 'search');
    expect(page?.html).toContain('<h1');
    expect(page?.html.match(/href="\/produkt\//g)?.length).toBeGreaterThan(0);
  });
});

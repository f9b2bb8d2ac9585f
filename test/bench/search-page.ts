import { join } from 'node:path';
import { buildCatalogueIndex } from '#functions/lib/search/catalogue-index';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { pagesApi } from '#infra/wiring/api-groups/pages';
import { pathFor } from '#shared/routes';
import { searchPhrases } from './catalogue';
import { runIndexHarness } from './index-harness';
import { type LoadRound, load } from './load';
import { median } from './stats';

// Issue 38 part 2, the search page (`/szukaj/?q=…`, rendered per request by the pages function): at 50
// connections through the local site server, which keeps it as CloudFront does (its
// `s-maxage=60`), the same address each request (shoppers searching one phrase within the minute) and a
// new address each request (every one rendered by the function); then the render alone, in the
// function's own bundle (search-render-harness.ts), over the demo catalogue the local shop serves.

export interface SearchPageFigures {
  path: string;
  cached: LoadRound[];
  rendered: LoadRound[];
  render: { renders: number; p50: number; p99: number; queryP50: number; largestKb: number };
}

/** The render alone: the harness bundled as the pages function is, run in a process of its own. */
const renderAlone = (root: string) =>
  runIndexHarness<SearchPageFigures['render']>(
    root,
    'test/bench/search-render-harness.ts',
    buildCatalogueIndex(demoProducts, demoCategories, new Date().toISOString().slice(0, 10)),
    {
      args: [join(root, 'web/dist'), JSON.stringify(searchPhrases)],
      env: { SITE_BUCKET: 'bench-site', SITE_ORIGIN: 'https://sklep.example' },
      bundledAs: pagesApi,
    },
  );

export const benchSearchPage = async (root: string, port: number): Promise<SearchPageFigures> => {
  const site = `http://127.0.0.1:${port}`;
  const path = `${pathFor('search', 'pl')}?q=laptop`;
  const rounds = async (pathOf?: (n: number) => string) => {
    await load(`${site}${path}`, pathOf); // warm-up: the JIT, the index, the phrase's matches
    const measured: LoadRound[] = [];
    for (let round = 0; round < 3; round++) measured.push(await load(`${site}${path}`, pathOf));
    return measured;
  };
  const cached = await rounds();
  // A new price bound each: an address no cache holds yet, so the function renders every one.
  let bound = 1_000_000;
  const rendered = await rounds(() => `${path}&priceMin=${bound++}`);
  return { path, cached, rendered, render: await renderAlone(root) };
};

const medianOf = (rounds: readonly LoadRound[], pick: (round: LoadRound) => number) =>
  median(rounds.map(pick).sort((a, b) => a - b));

export const noteSearchPage = (note: (line?: string) => void, figures: SearchPageFigures) => {
  note(
    `## The search page \`${figures.path}\`, 50 connections, 10 s per run, 3 rounds after one unreported (issue 38 part 2; targets: 0 time-outs, ≥ 370 requests/s, the render alone p50 ≤ 5 ms)`,
  );
  note();
  note('| requests | requests/s (median) | p50 ms (median) | p99 ms per round | time-outs | errors |');
  note('|---|---|---|---|---|---|');
  for (const [label, rounds] of [
    ['the same address (kept a minute, as CloudFront keeps it)', figures.cached],
    ['a new price bound each (every one rendered by the pages function)', figures.rendered],
  ] as const)
    note(
      `| ${label} | ${medianOf(rounds, (r) => r.rps).toFixed(0)} | ${medianOf(rounds, (r) => r.p50)} | ${rounds.map((r) => r.p99).join(', ')} | ${rounds.reduce((sum, r) => sum + r.timeouts, 0)} | ${rounds.reduce((sum, r) => sum + r.errors, 0)} |`,
    );
  note();
  const { render } = figures;
  note(
    `The render alone, in the pages function's bundle (React's production build), the demo catalogue's search page for ${render.renders} searches of 15 phrases: p50 **${render.p50.toFixed(2)} ms**, p99 ${render.p99.toFixed(2)} ms (the page up to ${render.largestKb.toFixed(0)} KB of HTML); the search and the category menu before it: p50 ${render.queryP50.toFixed(2)} ms.`,
  );
  note();
};

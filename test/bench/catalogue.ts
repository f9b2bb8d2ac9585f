import { buildCatalogueIndex } from '#functions/lib/search/catalogue-index';
import { queryCatalogue } from '#functions/lib/search/query-catalogue';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { generateCatalogue } from '#infra/local/demo-catalogue/generate-catalogue';
import { parseListingParams } from '#shared/catalogue/listing';
import { runIndexHarness } from './index-harness';
import { percentile } from './stats';

// The catalogue figures on the generated 20,000-product catalogue: index build, search
// latency inside the function (no HTTP), and the memory of a process holding the loaded index.

export const benchCatalogueSize = 20_000;

/** Phrases a shopper types: typos, diacritics, codes, several words, short common words. */
export const searchPhrases = [
  'ofice',
  'microsoft office',
  'zlacze',
  'złącze usb',
  'laptop lenovo',
  'thinkpda',
  'usb c',
  'office 365 business',
  'win',
  'dysk ssd 1 tb',
  'monitor',
  'backup',
  'teams essentials',
  'e3',
  'dell latitude',
];

export const benchCatalogueIndex = async (root: string) => {
  const products = generateCatalogue(benchCatalogueSize, 1);
  const started = performance.now();
  const index = buildCatalogueIndex(products, demoCategories, new Date().toISOString().slice(0, 10));
  const buildMs = performance.now() - started;
  const times: number[] = [];
  for (let round = 0; round < 40; round++) {
    for (const [i, q] of searchPhrases.entries()) {
      const parsed = parseListingParams({ q, language: i % 2 === 0 ? 'pl' : 'en' });
      if (!parsed.success) throw new Error(`bench phrase ${q} is invalid`);
      const at = performance.now();
      queryCatalogue(index, parsed.data);
      // The first round warms the sort ranks and the JIT, as a warm container has.
      if (round > 0) times.push(performance.now() - at);
    }
  }
  times.sort((a, b) => a - b);
  const { rssMb } = await runIndexHarness<{ rssMb: number }>(root, 'test/bench/index-memory.ts', index);
  return {
    buildMs,
    searches: times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    rssMb,
  };
};

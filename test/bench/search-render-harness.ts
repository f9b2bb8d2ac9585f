import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { loadCatalogueIndex } from '#functions/lib/search/catalogue-index';
import { renderInShell } from '#functions/lib/site-page-writer';
import { searchPageData } from '#functions/pages/get-site-page';
import { alternates, indexable, pathFor } from '#shared/routes';
import { percentile } from './stats';

// Bundled as the pages function is bundled (infra/wiring/function-bundle.ts: React's production build,
// no message parser) and run alone by the bench: the search page rendered into the deployed shell, as
// the function renders it once its index and shell are read, for each phrase in turn; the first round
// warms the JIT, as a warm container is. `node search-render.mjs <index.json.gz> <web/dist> <phrases>`
// prints the render's p50 and p99 in ms, the query's (the results and the category menu) apart.

const [indexFile = '', dist = '', phrasesJson = '[]'] = process.argv.slice(2);
const index = loadCatalogueIndex(gunzipSync(readFileSync(indexFile)).toString('utf8'));
const shell = {
  template: readFileSync(join(dist, 'app.html'), 'utf8'),
  messages: JSON.parse(readFileSync(join(dist, 'i18n', 'pl.json'), 'utf8')),
};
const phrases = JSON.parse(phrasesJson) as string[];
const renders: number[] = [];
const queries: number[] = [];
let largest = 0;
for (let round = 0; round < 21; round++) {
  for (const phrase of phrases) {
    const search = `q=${encodeURIComponent(phrase)}`;
    const queried = performance.now();
    const data = searchPageData(index, 'pl', search);
    const rendered = performance.now();
    const html = await renderInShell(shell, {
      language: 'pl',
      path: pathFor('search', 'pl'),
      alternates: alternates('search'),
      data,
      search,
      noindex: !indexable('search'),
    });
    if (round === 0) continue;
    queries.push(rendered - queried);
    renders.push(performance.now() - rendered);
    largest = Math.max(largest, Buffer.byteLength(html));
  }
}
renders.sort((a, b) => a - b);
queries.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    renders: renders.length,
    p50: percentile(renders, 0.5),
    p99: percentile(renders, 0.99),
    queryP50: percentile(queries, 0.5),
    largestKb: largest / 1024,
  }),
);

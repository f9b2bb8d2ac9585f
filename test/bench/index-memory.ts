import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { loadCatalogueIndex } from '#functions/lib/search/catalogue-index';
import { queryCatalogue } from '#functions/lib/search/query-catalogue';
import { parseListingParams } from '#shared/catalogue/listing';

// Bundled as the cms function is (index-harness.ts) and run alone by the bench: the memory of a
// process holding the loaded index, as the cms function's container would after its first listing
// (`node harness.mjs <index.json.gz>`).

const index = loadCatalogueIndex(gunzipSync(readFileSync(process.argv[2] ?? '')).toString('utf8'));
for (const params of [{}, { q: 'office' }, { category: 'laptops', sort: 'price-asc' }]) {
  const parsed = parseListingParams(params);
  if (parsed.success) queryCatalogue(index, parsed.data);
}
console.log(JSON.stringify({ rssMb: process.memoryUsage().rss / 2 ** 20 }));

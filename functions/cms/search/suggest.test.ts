import { beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '../../../infra/local/demo-catalogue/products';
import { exchangeRateTables } from '../../../shared/pricing/exchange-rates';
import { buildSearchIndex, type SearchIndex } from './build-index';
import { suggest } from './suggest';

let index: SearchIndex;
beforeAll(async () => {
  index = await buildSearchIndex(demoProducts, { rateTables: exchangeRateTables, day: '2026-03-01' });
});

describe('suggest', () => {
  it('completes a prefix', async () => {
    const names = await suggest(index, 'thinkp', 'pl');
    expect(names).toHaveLength(8);
    for (const name of names) expect(name).toMatch(/ThinkPad/);
  });

  it('tolerates a typo and keeps to the limit without duplicates', async () => {
    const names = await suggest(index, 'ofice', 'en', 3);
    expect(names).toHaveLength(3);
    expect(new Set(names).size).toBe(3);
    expect(names[0]).toMatch(/Office/);
  });

  it.each(['', 'a', ' - '])('suggests nothing for %j', async (phrase) => {
    expect(await suggest(index, phrase, 'pl')).toEqual([]);
  });
});

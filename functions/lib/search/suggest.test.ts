import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { suggest } from './suggest';

let index: CatalogueIndex;
beforeAll(() => {
  index = buildCatalogueIndex(demoProducts, demoCategories, '2026-03-01');
});

describe('suggest', () => {
  it('completes a prefix', () => {
    const suggestions = suggest(index, 'thinkp', 'pl');
    expect(suggestions).toHaveLength(8);
    for (const { name } of suggestions) expect(name).toMatch(/ThinkPad/);
  });

  it('tolerates a typo and keeps to the limit, one per name, with the id and slug to link', () => {
    const suggestions = suggest(index, 'ofice', 'en', 3);
    expect(suggestions).toHaveLength(3);
    expect(new Set(suggestions.map(({ name }) => name)).size).toBe(3);
    expect(suggestions[0]?.name).toMatch(/Office/);
    const product = demoProducts.find(({ id }) => id === suggestions[0]?.id);
    expect(suggestions[0]?.slug).toBe(product?.texts.en?.slug);
  });

  it("carries the product's card picture for a thumbnail, without alt texts (it is decorative)", () => {
    const [first] = suggest(index, 'thinkp', 'pl');
    const product = demoProducts.find(({ id }) => id === first?.id);
    const picture = product?.images?.[0];
    expect(first?.image).toEqual({ hash: picture?.hash, width: picture?.width, height: picture?.height });
  });

  it.each(['', 'a', ' - '])('suggests nothing for %j', (phrase) => {
    expect(suggest(index, phrase, 'pl')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { productSchema } from '#shared/catalogue/product';
import { leafCategoryIds } from './categories';
import { generateCatalogue } from './generate-catalogue';

describe('generateCatalogue', () => {
  const products = generateCatalogue(20_000, 42);

  it('makes the asked number of valid products', () => {
    expect(products).toHaveLength(20_000);
    expect(
      products.filter((product) => !productSchema.safeParse(product).success).map(({ id }) => id),
    ).toEqual([]);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    expect(generateCatalogue(500, 7)).toEqual(generateCatalogue(500, 7));
    expect(generateCatalogue(500, 8)).not.toEqual(generateCatalogue(500, 7));
    expect(generateCatalogue(500, 42)).toEqual(products.slice(0, 500));
  });

  it('gives unique ids, producer codes and slugs', () => {
    for (const key of [
      (p: (typeof products)[number]) => p.id,
      (p: (typeof products)[number]) => p.producerCode,
    ]) {
      expect(new Set(products.map(key)).size).toBe(products.length);
    }
    expect(new Set(products.map(({ texts }) => texts.en?.slug)).size).toBe(products.length);
  });

  it('uses the demo leaf categories and relates only to generated products', () => {
    const leaves = new Set(leafCategoryIds);
    expect(products.every(({ categoryId }) => leaves.has(categoryId))).toBe(true);
    const ids = new Set(products.map(({ id }) => id));
    expect(
      products.every(({ relations }) =>
        Object.values(relations)
          .flat()
          .every((id) => ids.has(id)),
      ),
    ).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { figuresOf, pagesRendered, publishedFiguresSchema } from './catalogue-figures';
import type { Product } from './product';
import { sampleProduct } from './sample-product';

const product = sampleProduct as Product;
const stored = {
  pk: 'PRODUCT#m365-business-standard-annual',
  sk: 'FIGURES',
  gsi2pk: 'FIGURES',
  gsi2sk: '2026-03-01T10:00:00.000Z#m365-business-standard-annual',
  productId: product.id,
  figures: figuresOf(product),
  revision: 2,
  renderedRevision: 1,
  publishedAt: '2026-03-01T10:00:00.000Z',
};

describe('catalogue figures', () => {
  it("are a product's ratings, shown availability and prices, nothing else", () => {
    expect(figuresOf(product)).toEqual({
      ratings: product.ratings,
      availability: product.availability,
      prices: product.prices,
    });
  });

  it('are read back from storage without its keys, and refused when they are not figures', () => {
    const { pk: _pk, sk: _sk, gsi2pk: _gsi2pk, gsi2sk: _gsi2sk, ...entry } = stored;
    expect(publishedFiguresSchema.parse(stored)).toEqual(entry);
    for (const bad of [
      { ...stored, figures: { ...stored.figures, ratings: { count: 1, sum: 6 } } },
      { ...stored, figures: { ...stored.figures, name: 'x' } },
      { ...stored, revision: 0 },
      { ...stored, publishedAt: 'yesterday' },
    ]) {
      expect(publishedFiguresSchema.safeParse(bad).success).toBe(false);
    }
  });

  it("say whether the product's pages show the published revision", () => {
    const entry = publishedFiguresSchema.parse(stored);
    expect(pagesRendered(entry)).toBe(false);
    expect(pagesRendered({ ...entry, renderedRevision: 2 })).toBe(true);
    const { renderedRevision: _, ...neverRendered } = entry;
    expect(pagesRendered(neverRendered)).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { demoCategories } from '#infra/local/demo-catalogue/categories';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { type CatalogueFigures, figuresOf } from '#shared/catalogue/catalogue-figures';
import { parseListingParams } from '#shared/catalogue/listing';
import { buildCatalogueIndex, type CatalogueIndex } from './catalogue-index';
import { queryCatalogue, queryCatalogueJson } from './query-catalogue';
import { withFigures } from './with-figures';

// A targeted update of products' published entries: what listings show and sort and count by follows
// their new figures, in a new index; the published one is left as it was.

const day = '2026-03-01';
const category = 'business-laptops';
const average = ({ ratings }: (typeof demoProducts)[number]) =>
  ratings.count === 0 ? 0 : ratings.sum / ratings.count;
/** The business laptop rated lowest, to be rated best. */
const [laptop] = demoProducts
  .filter((product) => product.categoryId === category)
  .sort((a, b) => average(a) - average(b));
if (!laptop) throw new Error('the demo catalogue has no business laptop');

let index: CatalogueIndex;
beforeAll(() => {
  index = buildCatalogueIndex(demoProducts, demoCategories, day);
});

const query = (params: Record<string, string> = {}) => {
  const parsed = parseListingParams({ category, pageSize: '96', ...params });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.error.issues));
  return parsed.data;
};
const listing = (on: CatalogueIndex, params: Record<string, string> = {}) =>
  queryCatalogue(on, query(params));
/** The first card of the listing as the route answers it (cards' JSON kept per index). */
const firstJsonCard = (on: CatalogueIndex, params: Record<string, string>) =>
  JSON.parse(queryCatalogueJson(on, query(params))).items[0];
const cardOf = (on: CatalogueIndex, params: Record<string, string> = {}) =>
  listing(on, params).items.find(({ id }) => id === laptop.id);
const countOf = (on: CatalogueIndex, state: string) =>
  listing(on).facets.availability.find(({ value }) => value === state)?.count ?? 0;

/** The laptop rated 5 by many, sold out and the cheapest of its category by far. */
const changed: CatalogueFigures = {
  ratings: { count: 50, sum: 250 },
  availability: { state: 'notify-availability' },
  prices: { PLN: { price: 100 } },
};

describe('withFigures', () => {
  it('shows the new rating, availability and price on the card, in the facets and in the sort orders', () => {
    // Fill the caches a warm container has: sort ranks and cards' JSON.
    expect(firstJsonCard(index, { sort: 'price-asc' })?.id).not.toBe(laptop.id);
    firstJsonCard(index, { sort: 'rating' });
    const soldOutBefore = countOf(index, 'notify-availability');
    const ownStateBefore = countOf(index, laptop.availability.state);

    const updated = withFigures(index, [{ productId: laptop.id, figures: changed }]);

    expect(updated).not.toBe(index);
    expect(cardOf(updated)).toMatchObject({
      rating: { count: changed.ratings.count, average: changed.ratings.sum / changed.ratings.count },
      availability: { state: 'notify-availability' },
      price: { currency: 'PLN', price: { net: 100 } },
    });
    expect(listing(updated, { sort: 'price-asc' }).items[0]?.id).toBe(laptop.id);
    const byRating = (on: CatalogueIndex) => listing(on, { sort: 'rating' }).items.map(({ id }) => id);
    expect(byRating(updated).indexOf(laptop.id)).toBeLessThan(byRating(index).indexOf(laptop.id));
    expect(listing(updated, { availability: 'notify-availability' }).items.map(({ id }) => id)).toContain(
      laptop.id,
    );
    expect(countOf(updated, 'notify-availability')).toBe(soldOutBefore + 1);
    expect(countOf(updated, laptop.availability.state)).toBe(ownStateBefore - 1);
    expect(firstJsonCard(updated, { sort: 'price-asc' })).toMatchObject({
      id: laptop.id,
      rating: { count: changed.ratings.count },
    });
  });

  it('leaves the published index as it was', () => {
    withFigures(index, [{ productId: laptop.id, figures: changed }]);
    expect(cardOf(index)).toMatchObject({
      rating: { count: laptop.ratings.count },
      availability: laptop.availability,
    });
    expect(listing(index, { sort: 'price-asc' }).items[0]?.id).not.toBe(laptop.id);
  });

  it('shares what no figure reads: the texts, their matches and the other sort orders', () => {
    listing(index, { sort: 'popularity' });
    const updated = withFigures(index, [{ productId: laptop.id, figures: changed }]);
    expect(updated.text).toBe(index.text);
    expect(updated.phraseMatches).toBe(index.phraseMatches);
    expect(updated.ranks.get('popularity')).toBe(index.ranks.get('popularity'));
    expect(updated.ranks.has('rating')).toBe(false);
  });

  it('answers the same index when the figures are of products it does not hold', () => {
    expect(withFigures(index, [{ productId: 'not-published-yet', figures: figuresOf(laptop) }])).toBe(index);
    expect(withFigures(index, [])).toBe(index);
  });
});

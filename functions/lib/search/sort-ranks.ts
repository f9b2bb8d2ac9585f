import type { ListingSort } from '#shared/catalogue/listing';
import type { Currency, Language } from '#shared/locale';
import { type CatalogueIndex, type IndexedProduct, sortNameOf } from './catalogue-index';

type Order = (a: number, b: number) => number;

const ordersOf = (index: CatalogueIndex, sort: ListingSort, currency: Currency, language: Language) => {
  const { products } = index;
  const column = (read: (product: IndexedProduct) => number) => Float64Array.from(products, read);
  const ascending =
    (values: ArrayLike<number>): Order =>
    (a, b) =>
      (values[a] ?? 0) - (values[b] ?? 0);
  const descending =
    (values: ArrayLike<number>): Order =>
    (a, b) =>
      (values[b] ?? 0) - (values[a] ?? 0);
  switch (sort) {
    case 'price-asc':
      return { key: `${sort}:${currency}`, order: () => ascending(index.net[currency]) };
    case 'price-desc':
      return { key: `${sort}:${currency}`, order: () => descending(index.net[currency]) };
    case 'popularity':
      return { key: sort, order: () => descending(column((product) => product.popularity)) };
    case 'newest':
      return { key: sort, order: () => descending(column((product) => Date.parse(product.createdAt))) };
    case 'rating':
      return {
        key: sort,
        order: () =>
          descending(column(({ ratings }) => (ratings.count === 0 ? 0 : ratings.sum / ratings.count))),
      };
    case 'name':
      return {
        key: `${sort}:${language}`,
        order: (): Order => {
          const names = products.map((product) => sortNameOf(product, language));
          return (a, b) => {
            const [x, y] = [names[a] ?? '', names[b] ?? ''];
            return x < y ? -1 : x > y ? 1 : 0;
          };
        },
      };
  }
};

/** Whether the ranks kept under `key` read a product's figures (rating, price), which change between publications. */
export const ranksReadFigures = (key: string): boolean => key === 'rating' || key.startsWith('price-');

/**
 * A comparison of document numbers in `sort` order, ties by id (document numbers follow ids). Each
 * order is sorted once per loaded index, then compared as positions.
 */
export const sortRanks = (
  index: CatalogueIndex,
  sort: ListingSort,
  currency: Currency,
  language: Language,
): Order => {
  const { key, order } = ordersOf(index, sort, currency, language);
  let rank = index.ranks.get(key);
  if (!rank) {
    const compare = order();
    const docs = Array.from(index.products.keys()).sort((a, b) => compare(a, b) || a - b);
    rank = new Int32Array(docs.length);
    docs.forEach((doc, position) => {
      (rank as Int32Array)[doc] = position;
    });
    index.ranks.set(key, rank);
  }
  const positions = rank;
  return (a, b) => (positions[a] ?? 0) - (positions[b] ?? 0);
};

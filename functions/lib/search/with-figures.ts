import type { CatalogueFigures } from '#shared/catalogue/catalogue-figures';
import { currencies } from '#shared/locale';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';
import { withValuesAt } from './facet-columns';
import { cardsWithout } from './listing-item';
import { ranksReadFigures } from './sort-ranks';

/** A product's figures to show in place of those the index was published with. */
export interface FiguresChange {
  productId: string;
  figures: CatalogueFigures;
}

/**
 * The index with some products' figures changed (a targeted update of their published entries), as a
 * new object, so the replies remembered per index are made again. What figures feed is derived again
 * for those documents only: their net prices per currency and their availability facet code; the sort
 * orders that read figures (rating, price) are sorted again on first use and their listing cards
 * serialized again. Texts, categories and the other orders are shared with `index`. A product the
 * index does not hold is skipped: the next publication of the whole catalogue brings it.
 */
export const withFigures = (index: CatalogueIndex, changes: readonly FiguresChange[]): CatalogueIndex => {
  const changed = changes.flatMap(({ productId, figures }) => {
    const doc = index.numberOf.get(productId);
    return doc === undefined ? [] : [{ doc, figures }];
  });
  if (changed.length === 0) return index;
  const products = [...index.products];
  for (const { doc, figures } of changed) {
    products[doc] = { ...(products[doc] as IndexedProduct), ...figures };
  }
  // Net prices as the index derives them at load: at the exchange rates of its publishing day.
  const context = { vatRate: 0, rateTables: exchangeRateTables, day: index.day };
  const net = Object.fromEntries(
    currencies.map((currency) => {
      const column = index.net[currency].slice();
      for (const { doc, figures } of changed) {
        column[doc] = priceListFor(figures.prices, currency, context).price.net;
      }
      return [currency, column];
    }),
  ) as CatalogueIndex['net'];
  const columns = new Map(index.columns);
  const availability = index.columns.get('availability');
  if (availability) {
    columns.set(
      'availability',
      withValuesAt(
        availability,
        changed.map(({ doc, figures }) => [doc, figures.availability.state]),
      ),
    );
  }
  return {
    ...index,
    products,
    net,
    columns,
    ranks: new Map([...index.ranks].filter(([key]) => !ranksReadFigures(key))),
    cardJson: cardsWithout(index.cardJson, new Set(changed.map(({ doc }) => doc))),
  };
};

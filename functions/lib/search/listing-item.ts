import type { ListingItem } from '#shared/catalogue/listing';
import { localized } from '#shared/catalogue/localized';
import type { ImageView } from '#shared/catalogue/product-images';

import type { Currency, Language } from '#shared/locale';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import { shownVatRate } from '#shared/pricing/vat-treatment';
import { keptOrMade } from '../bounded-cache';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';

/** The card's picture in the shopper's language: its own alt text, else the product's name. */
const cardImage = (
  image: NonNullable<IndexedProduct['image']>,
  name: string,
  language: Language,
): ImageView => ({
  hash: image.hash,
  width: image.width,
  height: image.height,
  alt: image.alt ? localized(image.alt, language) : name,
});

export interface Shopper {
  language: Language;
  currency: Currency;
  /** ISO country: its VAT rate makes the gross prices. */
  country: string;
}

/**
 * A product as a listing card in the shopper's language and currency. Prices use the exchange rates
 * of the index's publishing day, the same ones its price filters and sorting used.
 */
export const listingItem = (
  index: CatalogueIndex,
  product: IndexedProduct,
  shopper: Shopper,
): ListingItem => {
  const texts = localized(product.texts, shopper.language);
  return {
    id: product.id,
    categoryId: product.categoryId,
    kind: product.kind,
    name: texts.name,
    slug: texts.slug,
    ...(product.producer === undefined ? {} : { producer: product.producer }),
    producerCode: product.producerCode,
    ...(product.image ? { image: cardImage(product.image, texts.name, shopper.language) } : {}),
    availability: product.availability,
    ...(product.billing === undefined ? {} : { billing: product.billing }),
    rating: {
      average: product.ratings.count === 0 ? null : product.ratings.sum / product.ratings.count,
      count: product.ratings.count,
    },
    price: priceListFor(product.prices, shopper.currency, {
      vatRate: shownVatRate(product.kind, shopper.country),
      rateTables: exchangeRateTables,
      day: index.day,
    }),
  };
};

/** How many cards' JSON an index keeps; the oldest is dropped past it (a few MB). */
const cardsKept = 5000;

/** The kept cards' JSON without those of `docs` (their products changed). */
export const cardsWithout = (cardJson: ReadonlyMap<string, string>, docs: ReadonlySet<number>) =>
  new Map([...cardJson].filter(([key]) => !docs.has(Number(key.slice(0, key.indexOf('|'))))));

/**
 * A document's listing card as JSON, serialized once per loaded index and shopper: a page of a
 * listing or search never seen before is mostly cards other pages showed, and serializing them was
 * the largest part of such an answer after the facets' counting.
 */
export const listingItemJson = (index: CatalogueIndex, doc: number, shopper: Shopper): string =>
  keptOrMade(
    index.cardJson,
    `${doc}|${shopper.language}|${shopper.currency}|${shopper.country}`,
    cardsKept,
    () => JSON.stringify(listingItem(index, index.products[doc] as IndexedProduct, shopper)),
  );

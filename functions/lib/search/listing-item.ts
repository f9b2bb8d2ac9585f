import type { ListingItem } from '#shared/catalogue/listing';
import { localized } from '#shared/catalogue/localized';
import { imageView, type ProductImage } from '#shared/catalogue/product-images';
import type { Currency, Language } from '#shared/locale';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import { vatRateFor } from '#shared/pricing/vat';
import type { CatalogueIndex, IndexedProduct } from './catalogue-index';

/** A product's names per language: the alt text of a picture that has none of its own. */
const nameOf = (product: IndexedProduct) =>
  Object.fromEntries(
    Object.entries(product.texts).map(([language, texts]) => [language, texts.name]),
  ) as ProductImage['alt'];

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
    ...(product.image
      ? {
          image: imageView({ ...product.image, alt: product.image.alt ?? nameOf(product) }, shopper.language),
        }
      : {}),
    availability: product.availability,
    ...(product.billing === undefined ? {} : { billing: product.billing }),
    rating: {
      average: product.ratings.count === 0 ? null : product.ratings.sum / product.ratings.count,
      count: product.ratings.count,
    },
    price: priceListFor(product.prices, shopper.currency, {
      vatRate: vatRateFor(shopper.country),
      rateTables: exchangeRateTables,
      day: index.day,
    }),
  };
};

import type { ProductView } from './listing';
import type { Availability } from './product';

// schema.org Product/Offer data of a product page (`<script type="application/ld+json">`).

const schemaAvailability: Record<Availability['state'], string> = {
  instant: 'InStock',
  'within-24h': 'InStock',
  '1-day': 'InStock',
  '1-2-days': 'InStock',
  '2-3-days': 'InStock',
  'on-demand': 'BackOrder',
  presale: 'PreOrder',
  'expected-soon': 'BackOrder',
  'ask-delivery-time': 'BackOrder',
  'notify-availability': 'OutOfStock',
  discontinued: 'Discontinued',
};

export const schemaOrgAvailability = (availability: Availability): string =>
  `https://schema.org/${schemaAvailability[availability.state]}`;

/** Minor units as the major-unit decimal string schema.org expects: 14900 → `"149.00"`. */
const majorUnits = (amount: number): string => (amount / 100).toFixed(2);

/** The product with its gross offer (what a guest pays). */
export const productJsonLd = (product: ProductView) => ({
  '@context': 'https://schema.org',
  '@type': 'Product',
  name: product.name,
  sku: product.producerCode,
  mpn: product.producerCode,
  ...(product.producer ? { brand: { '@type': 'Brand', name: product.producer } } : {}),
  ...(product.description ? { description: product.description } : {}),
  ...(product.rating.average !== null && product.rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.average.toFixed(1),
          reviewCount: product.rating.count,
        },
      }
    : {}),
  offers: {
    '@type': 'Offer',
    price: majorUnits(product.price.price.gross),
    priceCurrency: product.price.currency,
    availability: schemaOrgAvailability(product.availability),
    ...(product.availability.state === 'presale' ? { availabilityStarts: product.availability.date } : {}),
  },
});

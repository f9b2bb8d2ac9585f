import { describe, expect, it } from 'vitest';
import { productJsonLd, schemaOrgAvailability } from './json-ld';
import { availabilityStates } from './product';
import { sampleProductView } from './sample-product-view';

describe('product JSON-LD', () => {
  it('describes the product with a gross offer in major units', () => {
    expect(productJsonLd(sampleProductView)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Microsoft 365 Business Standard (roczna)',
      sku: 'CFQ7TTC0LDPB',
      mpn: 'CFQ7TTC0LDPB',
      brand: { '@type': 'Brand', name: 'Microsoft' },
      description: 'Aplikacje Office, Teams i 1 TB w OneDrive dla firm.',
      aggregateRating: { '@type': 'AggregateRating', ratingValue: '4.3', reviewCount: 3 },
      offers: {
        '@type': 'Offer',
        price: '690.77',
        priceCurrency: 'PLN',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('leaves out a rating nobody gave yet and gives a presale its start date', () => {
    const data = productJsonLd({
      ...sampleProductView,
      rating: { average: null, count: 0 },
      availability: { state: 'presale', date: '2026-03-01' },
    });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data.offers).toMatchObject({
      availability: 'https://schema.org/PreOrder',
      availabilityStarts: '2026-03-01',
    });
  });

  it('maps every availability state to a schema.org availability', () => {
    const mapped = Object.fromEntries(
      availabilityStates.map((state) => [
        state,
        schemaOrgAvailability(state === 'presale' ? { state, date: '2026-03-01' } : { state }).replace(
          'https://schema.org/',
          '',
        ),
      ]),
    );
    expect(mapped).toEqual({
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
    });
  });
});

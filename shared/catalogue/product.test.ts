import { describe, expect, it } from 'vitest';
import { averageRating, productSchema } from './product';
import { sampleProduct } from './sample-product';

const { billing: _, ...common } = sampleProduct;

describe('productSchema', () => {
  it('accepts a complete subscription', () => {
    expect(productSchema.parse(sampleProduct)).toEqual(sampleProduct);
  });

  it.each([
    ['open-licence', {}],
    ['perpetual-licence', {}],
    ['hardware', { hardwareType: 'laptop' }],
    ['hardware', { hardwareType: 'pc' }],
    ['hardware', { hardwareType: 'accessory' }],
    ['device-as-a-service', {}],
    ['it-service', {}],
  ])('accepts the kind %s %o', (kind, fields) => {
    expect(productSchema.safeParse({ ...common, kind, ...fields }).success).toBe(true);
  });

  it.each([
    ['a subscription without a billing period', common],
    ['a billing period on hardware', { ...sampleProduct, kind: 'hardware', hardwareType: 'pc' }],
    ['hardware of an unknown type', { ...common, kind: 'hardware', hardwareType: 'tablet' }],
    ['an unknown kind', { ...common, kind: 'gift-card' }],
    ['an unknown licence type', { ...sampleProduct, licenceType: 'student' }],
    ['an unknown restriction note', { ...sampleProduct, restrictions: ['military'] }],
    ['presale without a date', { ...sampleProduct, availability: { state: 'presale' } }],
    ['a date on another state', { ...sampleProduct, availability: { state: 'instant', date: '2026-05-01' } }],
    ['an unknown availability', { ...sampleProduct, availability: { state: 'sold-out' } }],
    ['a name missing in Polish', { ...sampleProduct, texts: { en: sampleProduct.texts.en } }],
    ['ratings summing above 5 each', { ...sampleProduct, ratings: { count: 2, sum: 11 } }],
    ['ratings summing below 1 each', { ...sampleProduct, ratings: { count: 2, sum: 1 } }],
    [
      'a relation to itself',
      { ...sampleProduct, relations: { ...sampleProduct.relations, similar: [sampleProduct.id] } },
    ],
    ['no PLN price', { ...sampleProduct, prices: { EUR: { price: 13_440 } } }],
    ['a non-ISO creation time', { ...sampleProduct, createdAt: '5 Jan 2026' }],
  ])('rejects %s', (_, product) => {
    expect(productSchema.safeParse(product).success).toBe(false);
  });

  it.each([
    'instant',
    'within-24h',
    '1-day',
    '1-2-days',
    '2-3-days',
    'on-demand',
    'expected-soon',
    'ask-delivery-time',
    'notify-availability',
    'discontinued',
  ])('accepts the availability state %s', (state) => {
    expect(productSchema.safeParse({ ...sampleProduct, availability: { state } }).success).toBe(true);
  });

  it('accepts presale with its date', () => {
    const presale = { ...sampleProduct, availability: { state: 'presale', date: '2026-05-01' } };
    expect(productSchema.safeParse(presale).success).toBe(true);
  });
});

describe('averageRating', () => {
  it.each([
    [{ count: 0, sum: 0 }, null],
    [{ count: 1, sum: 5 }, 5],
    [{ count: 3, sum: 13 }, 13 / 3],
    [{ count: 4, sum: 10 }, 2.5],
  ])('%o → %s', (ratings, average) => {
    expect(averageRating(ratings)).toBe(average);
  });
});

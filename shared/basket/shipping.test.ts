import { describe, expect, it } from 'vitest';
import { exchangeRateTables, rateTableFor } from '../pricing/exchange-rates';
import { priceListFor } from '../pricing/price-list';
import { basketProducts as p } from './sample-basket-products';
import { type ShippingMethod, shippingMethodsFor, shippingPrices } from './shipping';

describe('shipping methods', () => {
  it.each([
    ['a laptop', [p.laptop, p.office], ['courier', 'parcel-locker']],
    ['a device-as-a-service device', [p.daas], ['courier', 'parcel-locker']],
    ['licences and services only', [p.annual, p.office, p.open, p.service], ['electronic']],
  ])('a basket with %s goes by %j', (_, products, methods) => {
    expect(shippingMethodsFor(products)).toEqual(methods);
  });

  it.each<[ShippingMethod, number]>([
    ['courier', 1999],
    ['parcel-locker', 1499],
    ['electronic', 0],
  ])('%s costs %i grosz gross in Poland', (method, gross) => {
    const context = { vatRate: 2300, rateTables: exchangeRateTables, day: '2026-03-01' };
    expect(priceListFor(shippingPrices[method], 'PLN', context).price.gross).toBe(gross);
  });

  it('derives the other currencies from PLN at the rate in force, like a product', () => {
    const context = { vatRate: 1900, rateTables: exchangeRateTables, day: '2026-03-01' };
    const table = rateTableFor(exchangeRateTables, context.day);
    const eur = priceListFor(shippingPrices.courier, 'EUR', context);
    expect(eur.derivedFrom).toEqual({ currency: 'PLN', rate: table?.plnPerUnit.EUR, date: table?.date });
    expect(eur.price.net).toBeGreaterThan(0);
  });
});

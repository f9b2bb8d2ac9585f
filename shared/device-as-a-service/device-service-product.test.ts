import { describe, expect, it } from 'vitest';
import { type Product, productSchema } from '../catalogue/product';
import { sampleProduct } from '../catalogue/sample-product';
import { exchangeRateTables } from '../pricing/exchange-rates';
import { deviceIdOf, deviceServiceId, deviceServiceOf } from './device-service-product';

const laptop = {
  ...sampleProduct,
  id: 'thinkpad-t14-gen-5',
  kind: 'hardware',
  hardwareType: 'laptop',
  producer: 'Lenovo',
  producerCode: '21ML0031PB',
  categoryId: 'business-laptops',
  apps: [],
  relations: { accessories: [], otherVersions: [], goodDealSets: [], recommended: [], similar: [] },
  texts: {
    pl: { name: 'Lenovo ThinkPad T14', description: 'Laptop.', slug: 'lenovo-thinkpad-t14' },
    en: { name: 'Lenovo ThinkPad T14', description: 'A laptop.', slug: 'lenovo-thinkpad-t14' },
  },
  // 1,137.00 PLN net: the banner's 94.75 a month; an explicit euro price of 260.00.
  prices: { PLN: { price: 113_700, list: 130_000 }, EUR: { price: 26_000 } },
} as const satisfies Product;

const day = { rateTables: exchangeRateTables, day: '2026-02-01' };

describe('a device as a service derived from a catalogue device', () => {
  const service = deviceServiceOf(laptop, day);

  it('is a valid device-as-a-service product named after the device', () => {
    expect(productSchema.safeParse(service).success).toBe(true);
    expect(service).toMatchObject({
      id: 'daas_thinkpad-t14-gen-5',
      kind: 'device-as-a-service',
      availability: laptop.availability,
      licenceType: 'business',
    });
    expect(service?.texts.pl.name).toBe('Lenovo ThinkPad T14 w abonamencie');
    expect(service?.texts.en?.name).toBe('Lenovo ThinkPad T14 as a service');
    expect(service?.texts.de?.name).toBe('Lenovo ThinkPad T14 als Service');
  });

  it.each([
    // 113,700 / 12
    ['PLN', 9_475],
    // The explicit 260.00 EUR / 12 = 21.666… → 21.67
    ['EUR', 2_167],
    // 1,137.00 PLN at 3.64 = 312.36 USD; / 12 = 26.03
    ['USD', 2_603],
    // 1,137.00 PLN at 0.36 = 3,158 NOK (whole crowns); / 12 = 263.166… → 263.17
    ['NOK', 26_317],
  ] as const)('costs 1/12 of the device price in %s: %i', (currency, fee) => {
    expect(service?.prices[currency]?.price).toBe(fee);
  });

  it.each([
    ['an accessory', { ...laptop, hardwareType: 'accessory' }],
    ['a licence', sampleProduct],
    ['a device whose id leaves no room for the prefix', { ...laptop, id: 'x'.repeat(60) }],
  ] as const)('is not derived from %s', (_, product) => {
    expect(deviceServiceOf(product as Product, day)).toBeUndefined();
  });
});

describe('derived ids', () => {
  it.each([
    ['daas_thinkpad-t14', 'thinkpad-t14'],
    ['daas_', undefined],
    ['daas-thinkpad-t14-36m', undefined],
    ['thinkpad-t14', undefined],
  ])('%s names the device %s', (id, device) => {
    expect(deviceIdOf(id)).toBe(device);
  });

  it('round-trips a device id', () => {
    expect(deviceIdOf(deviceServiceId('latitude-5450') ?? '')).toBe('latitude-5450');
  });
});

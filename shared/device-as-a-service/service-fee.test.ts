import { describe, expect, it } from 'vitest';
import { maxDeviceValue } from './device-value';
import { monthlyPrice, serviceFeeOf, serviceFeePrice, serviceTerms } from './service-fee';

describe('the monthly fee is 1/12 of the device value (spec sections 1 and 9)', () => {
  it.each([
    // The banner's 94.75 a month is the fee of a device worth 1,137.00.
    [113_700, 9_475],
    [120_000, 10_000],
    // Rounded half away from zero to the minor unit, once.
    [100, 8], // 8.333… → 8
    [18, 2], // 1.5 → 2
    [6, 1], // 0.5 → 1
    [5, 0], // 0.41… → 0
    [499_900, 41_658], // 41,658.33… → 41,658
    [maxDeviceValue, 83_333_333],
  ])('a device worth %i minor units costs %i a month', (deviceNet, fee) => {
    expect(serviceFeeOf(deviceNet)).toBe(fee);
  });

  it('holds the terms the spec names', () => {
    expect(serviceTerms).toEqual({
      feeDivisor: 12,
      minimumMonths: 6,
      freeCancellationAfterMonths: 1,
      oneDriveTb: 1,
    });
  });
});

describe('a monthly amount as the calculator shows it', () => {
  it.each([
    [9_475, 2300, { net: 9_475, vat: 2_179, gross: 11_654 }],
    [9_475, 0, { net: 9_475, vat: 0, gross: 9_475 }],
    [50_000, 1900, { net: 50_000, vat: 9_500, gross: 59_500 }],
  ])('%i net at %i basis points', (net, vatRate, price) => {
    expect(monthlyPrice(net, 'PLN', vatRate)).toEqual({
      currency: 'PLN',
      vatRate,
      price,
      savings: { net: 0, vat: 0, gross: 0 },
    });
  });
});

describe("a device's fee beside its price", () => {
  it('is 1/12 of its net price, in its currency and VAT', () => {
    const device = monthlyPrice(113_700, 'EUR', 1900);
    expect(serviceFeePrice(device)).toEqual(monthlyPrice(9_475, 'EUR', 1900));
  });
});

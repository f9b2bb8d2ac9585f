import type { Currency } from '../locale';
import type { PriceList } from '../pricing/price-list';
import { divideRounded } from '../pricing/rounding';
import { grossOfNet, type VatRate, vatOf } from '../pricing/vat';

// The device-as-a-service offer of spec sections 1 and 9: a device, Office, support and training for a
// monthly fee of 1/12 of the device's value; at least 6 months, then for an indefinite time; free
// cancellation after the first month; 1 TB of OneDrive per user.

export const serviceTerms = {
  /** The monthly fee is the device's net value divided by this. */
  feeDivisor: 12,
  /** The minimum term, after which the service runs for an indefinite time. */
  minimumMonths: 6,
  /** Cancelling costs nothing once this many months have passed. */
  freeCancellationAfterMonths: 1,
  /** OneDrive storage included per user, in terabytes. */
  oneDriveTb: 1,
} as const;

/** What the monthly fee includes besides the device (message keys `services.included.<item>`). */
export const includedInService = ['device', 'office', 'support', 'training', 'oneDrive'] as const;

/**
 * The monthly fee of a device worth `deviceNet` (net, minor units of any currency): 1/12 of it,
 * rounded half away from zero to the minor unit, once (the shop's one rounding rule, exact in
 * integers). The fee is net like every catalogue price; VAT is added to it like to any line.
 */
export const serviceFeeOf = (deviceNet: number): number =>
  Number(divideRounded(BigInt(deviceNet), BigInt(serviceTerms.feeDivisor)));

/**
 * An amount a month (a fee, an add-on, their sum) as the calculator shows it: net, VAT at the buyer's
 * rate and gross, by the pricing's one rounding rule. The basket prices the lines it orders itself.
 */
export const monthlyPrice = (net: number, currency: Currency, vatRate: VatRate): PriceList => ({
  currency,
  vatRate,
  price: { net, vat: vatOf(net, vatRate), gross: grossOfNet(net, vatRate) },
  savings: { net: 0, vat: 0, gross: 0 },
});

/** The monthly fee of a device as its price list shows it, in the same currency and VAT. */
export const serviceFeePrice = (device: PriceList): PriceList =>
  monthlyPrice(serviceFeeOf(device.price.net), device.currency, device.vatRate);

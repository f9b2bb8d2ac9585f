import { basisPointsWhole, divideRounded, shareOf } from './rounding';

/** A VAT rate in basis points (hundredths of a per cent): 2300 = 23 %, 810 = 8.1 %. Integer. */
export type VatRate = number;

/** Spec section 9: VAT 23 % (Poland), used for any country the table does not list. */
export const defaultVatRate: VatRate = 2300;

/**
 * Standard VAT rates by ISO 3166-1 alpha-2 country, as in force at the start of 2026 (EU: the
 * Commission's VAT rates list; CH, GB, NO, TR: their tax authorities). Rates are data: a change is
 * an edit of this table, never of the helpers below. Reduced rates are not modelled; reverse charge is decided in shared/basket/buyer-vat.ts.
 */
export const vatRates = {
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CH: 810,
  CY: 1900,
  CZ: 2100,
  DE: 1900,
  DK: 2500,
  EE: 2400,
  ES: 2100,
  FI: 2550,
  FR: 2000,
  GB: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  NO: 2500,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  TR: 2000,
} as const satisfies Record<string, VatRate>;

const isListed = (country: string): country is keyof typeof vatRates => Object.hasOwn(vatRates, country);

export const vatRateFor = (country: string): VatRate =>
  isListed(country) ? vatRates[country] : defaultVatRate;

// Rounding rule: the VAT of a line is rounded half away from zero to the minor unit, once, and the
// other amount follows by addition or subtraction, so net + vat = gross holds exactly. Amounts are
// integer minor units; a fractional amount or rate throws (BigInt refuses it).

/** VAT on a net amount. */
export const vatOf = (net: number, rate: VatRate): number => shareOf(net, rate);

export const grossOfNet = (net: number, rate: VatRate): number => net + vatOf(net, rate);

/** Net of a gross amount: the VAT contained in the gross (gross × rate / (1 + rate)) is rounded. */
export const netOfGross = (gross: number, rate: VatRate): number =>
  gross - Number(divideRounded(BigInt(gross) * BigInt(rate), basisPointsWhole + BigInt(rate)));

import { type VatRate, vatRateFor, type vatRates } from '../pricing/vat';

// VAT by the buyer (issue 12 part 1): who pays which rate, and when the reverse charge applies.

/** The 27 member states of the European Union (ISO 3166-1 alpha-2; Greece is GR, VIES writes EL). */
export const euCountries = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const satisfies readonly (keyof typeof vatRates)[];

export const isEuCountry = (country: string): boolean => (euCountries as readonly string[]).includes(country);

/** The shop's own country: its sales are taxed at the Polish rate whoever buys. */
export const shopCountry = 'PL';

export interface Buyer {
  /** ISO 3166-1 alpha-2 country of the buyer (the invoice or delivery country). */
  country: string;
  kind: 'consumer' | 'business';
  /** Whether the VIES port confirmed the business's EU VAT ID (checked on the server). */
  vatIdConfirmed: boolean;
}

/** The message key of the invoice's legal note under reverse charge ("Odwrotne obciążenie"). */
export const reverseChargeNote = 'vat.reverse_charge';

export type BuyerVat =
  | { rate: VatRate; reverseCharge: false }
  | { rate: 0; reverseCharge: true; note: string };

/**
 * A business in another EU country with a confirmed VAT ID: reverse charge, 0 % and the legal note.
 * Anyone else pays the rate of the buyer's country from the table (`vatRateFor`), which is 23 % in
 * Poland, the member state's standard rate for an EU consumer (or an unconfirmed business), and the
 * same rate the catalogue shows elsewhere, so the basket matches the prices shown.
 */
export const buyerVat = (buyer: Buyer): BuyerVat =>
  buyer.kind === 'business' &&
  buyer.vatIdConfirmed &&
  buyer.country !== shopCountry &&
  isEuCountry(buyer.country)
    ? { rate: 0, reverseCharge: true, note: reverseChargeNote }
    : { rate: vatRateFor(buyer.country), reverseCharge: false };

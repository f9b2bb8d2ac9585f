import { type VatRate, vatRateFor, type vatRates } from '../pricing/vat';

// VAT by the buyer: who pays which rate, and when the reverse charge applies.

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

/**
 * One consultation of VIES about a VAT id (`DE123456789`): when, what it answered and its request
 * identifier when it gave one. The basket shows it; the order keeps it for the invoice.
 */
export interface VatIdCheck {
  vatId: string;
  checkedAt: string;
  result: 'valid' | 'invalid' | 'unavailable';
  requestIdentifier?: string;
}

/** The message keys of a VAT id VIES did not confirm: not registered, or VIES could not answer now. */
export const vatIdNotConfirmedMessages = {
  invalid: 'vat.id_not_confirmed',
  unavailable: 'vat.id_check_unavailable',
} as const;

/**
 * The VAT treatment the basket answer names: the rate of the buyer's country (`standard`), the
 * reverse charge with its legal note, or VAT charged because VIES did not confirm the VAT id.
 */
export type BasketVat =
  | { treatment: 'standard' }
  | { treatment: 'reverseCharge'; note: typeof reverseChargeNote; check: VatIdCheck }
  | {
      treatment: 'vatIdNotConfirmed';
      message: (typeof vatIdNotConfirmedMessages)[keyof typeof vatIdNotConfirmedMessages];
      check: VatIdCheck;
    };

/** The treatment after VIES was asked about a business's VAT id (`check`), or was not asked. */
export const basketVatOf = (check: VatIdCheck | undefined): BasketVat => {
  if (!check) return { treatment: 'standard' };
  if (check.result === 'valid') return { treatment: 'reverseCharge', note: reverseChargeNote, check };
  return { treatment: 'vatIdNotConfirmed', message: vatIdNotConfirmedMessages[check.result], check };
};

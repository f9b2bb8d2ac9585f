import type { vatRates } from '../pricing/vat';

// Who the VAT is for: the buyer's country and kind and what VIES said about its VAT id. Which case of
// the VAT act a line is, and its rate, is the rule table's (shared/pricing/vat-treatment.ts).

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
  /** ISO 3166-1 alpha-2 country of the buyer: its EU VAT id's, else the shopper's (where its goods go is the sale's own fact). */
  country: string;
  kind: 'consumer' | 'business';
  /** Whether the VIES port confirmed the business's EU VAT ID (checked on the server). */
  vatIdConfirmed: boolean;
}

/** The message key of the invoice's legal note under reverse charge ("Odwrotne obciążenie"). */
export const reverseChargeNote = 'vat.reverse_charge';

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
 * What the basket answer says about the buyer's VAT id: none given or not asked (`standard`), VIES
 * confirmed it (the lines' cases then follow from it: reverse charge for services, intra-Community supply
 * for goods leaving Poland), or VAT is charged because VIES did not confirm it.
 */
export type BasketVat =
  | { treatment: 'standard' }
  | { treatment: 'vatIdConfirmed'; check: VatIdCheck }
  | {
      treatment: 'vatIdNotConfirmed';
      message: (typeof vatIdNotConfirmedMessages)[keyof typeof vatIdNotConfirmedMessages];
      check: VatIdCheck;
    };

/** The answer after VIES was asked about a business's VAT id (`check`), or was not asked. */
export const basketVatOf = (check: VatIdCheck | undefined): BasketVat => {
  if (!check) return { treatment: 'standard' };
  if (check.result === 'valid') return { treatment: 'vatIdConfirmed', check };
  return { treatment: 'vatIdNotConfirmed', message: vatIdNotConfirmedMessages[check.result], check };
};

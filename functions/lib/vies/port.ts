import type { CompanyCountry } from '#shared/identity/company-countries';

// The VAT number check port's shape (the EU's VIES), read by the selector (vies.ts) and every adapter.

/** Why VIES could not answer: its own error codes for an outage or overload, or ours for no answer. */
export type VatCheckUnavailable =
  | 'MS_UNAVAILABLE'
  | 'TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  | 'MS_MAX_CONCURRENT_REQ'
  | 'GLOBAL_MAX_CONCURRENT_REQ'
  | 'VAT_BLOCKED'
  | 'IP_BLOCKED'
  | 'NO_ANSWER';

export type VatCheck =
  /**
   * The member state confirms the number; name and address only when it shares them (Germany never
   * does); `requestIdentifier`, VIES's proof of the consultation, only when VIES gives one.
   */
  | { status: 'valid'; name?: string; address?: string; requestIdentifier?: string }
  /** Not a registered VAT number, or not one of that member state's form. */
  | { status: 'invalid'; requestIdentifier?: string }
  /** Nothing is known: the caller treats the number as unconfirmed and may ask again later. */
  | { status: 'unavailable'; reason: VatCheckUnavailable };

export interface VatNumberChecker {
  /** `number` without the country's VAT prefix; spaces, dots and dashes are dropped. */
  checkVatNumber(country: CompanyCountry, number: string): Promise<VatCheck>;
}

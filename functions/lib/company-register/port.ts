import type { CompanyCountry } from '#shared/identity/company-countries';
import type { CompanyAddressFields, VatStatus } from '#shared/identity/register-check';

// The company register port's shape, read by the selector (company-register.ts), the adapter and the
// use cases that fill invoice data from it.

/** A company as the public register has it on the day asked. */
export interface RegisteredCompany {
  country: CompanyCountry;
  /** Normalized, without the country's VAT prefix. */
  taxNumber: string;
  companyName: string;
  /** Its address split into the invoice data's fields; absent when the register's line cannot be split. */
  address?: CompanyAddressFields;
  vatStatus: VatStatus;
  regon?: string;
  krs?: string;
  /** The register's id of the search that answered (its proof of the check) and the day asked about. */
  requestId: string;
  checkedOn: string;
}

/** Why the register could not answer: down or slow, or the day's searches used up. */
export type RegisterUnavailableReason = 'unavailable' | 'limit';

/** What a look-up answers; the port never throws for the register's outage or refusal. */
export type CompanyLookupResult =
  | { status: 'found'; company: RegisteredCompany }
  | { status: 'notFound'; checkedOn: string }
  | { status: 'unavailable'; reason: RegisterUnavailableReason }
  /** The register holds no taxpayers of the country (the Ministry's holds Polish NIPs only). */
  | { status: 'notCovered' };

/** An answer kept for its day: the register's word, found or not. */
export type KeptLookup = Extract<CompanyLookupResult, { status: 'found' | 'notFound' }>;

export interface CompanyRegister {
  /** The company of a valid tax number (its checksum checked before): the day's kept answer, else the register's. */
  find(country: CompanyCountry, taxNumber: string): Promise<CompanyLookupResult>;
  /** Only the answer kept for today, without asking the register (placing an order reads it). */
  kept(country: CompanyCountry, taxNumber: string): Promise<KeptLookup | undefined>;
}

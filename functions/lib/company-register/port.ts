import type { CompanyCountry } from '#shared/identity/company-countries';

// The company register port's shape, read by the selector (company-register.ts) and every adapter.

export interface RegisteredCompany {
  country: CompanyCountry;
  /** Normalized, without the country's VAT prefix. */
  taxNumber: string;
  companyName: string;
  companyZipCode: string;
  companyCity: string;
  companyStreet: string;
  companyBuildingNumber: string;
  companyFlatNumber?: string;
}

export interface CompanyRegister {
  find(country: CompanyCountry, taxNumber: string): Promise<RegisteredCompany | undefined>;
}

import type { CompanyCountry } from '../../../shared/identity/company-countries';
import { config } from '../config';
import { fixtureRegister } from './fixture-register';

// The public company register port: finds a company by its tax number. Locally (and until a real
// adapter lands) a fixture answers; COMPANY_REGISTER selects the adapter. The real adapters are
// described in functions/clients/README.md (GUS BIR for Polish NIPs, VIES for EU VAT IDs).

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

const adapters: Record<string, CompanyRegister> = { fixture: fixtureRegister };

export const companyRegister = (): CompanyRegister => {
  const adapter = adapters[config('companyRegister').COMPANY_REGISTER];
  if (!adapter) throw new Error('no company register adapter');
  return adapter;
};

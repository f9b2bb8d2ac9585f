import { config } from '../config';
import { fixtureRegister } from './fixture-register';
import type { CompanyRegister } from './port';

export type { CompanyRegister, RegisteredCompany } from './port';

// The public company register port: finds a company by its tax number. Locally (and until a real
// adapter lands) a fixture answers; COMPANY_REGISTER selects the adapter. The real adapters are
// described in functions/clients/README.md (GUS BIR for Polish NIPs, VIES for EU VAT IDs).

const adapters: Record<string, CompanyRegister> = { fixture: fixtureRegister };

export const companyRegister = (): CompanyRegister => {
  const adapter = adapters[config('companyRegister').COMPANY_REGISTER];
  if (!adapter) throw new Error('no company register adapter');
  return adapter;
};

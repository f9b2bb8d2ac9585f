import { config } from '../config';
import { tableRegisterDayStore } from '../table/register-answers';
import type { CompanyRegister } from './port';
import { vatRegisterAdapter } from './vat-register-adapter';

export type { CompanyLookupResult, CompanyRegister, KeptLookup, RegisteredCompany } from './port';

// The public company register port: the Ministry of Finance's VAT taxpayers' list at
// VAT_REGISTER_ENDPOINT, which is the Ministry's service on AWS (the default) and the local runtime's
// simulator on a laptop, its answers of the day and its searches counted in the table (README.md).

let register: CompanyRegister | undefined;

export const companyRegister = (): CompanyRegister => {
  register ??= vatRegisterAdapter({
    endpoint: config('vatRegister').VAT_REGISTER_ENDPOINT,
    store: tableRegisterDayStore,
  });
  return register;
};

import type { CompanyLookup } from '#shared/identity/company-lookup';
import type { RegisteredCompany } from '../../lib/company-register/company-register';
import { fail, ok, type Result } from '../result';
import type { ClientPorts } from './deps';

/**
 * Input: a country and a valid tax number. Output: the company's name and address as the public
 * register has them (the checkout's invoice form takes them), or `company_not_found`.
 */
export const lookUpCompany = async (
  { findCompany }: Pick<ClientPorts, 'findCompany'>,
  { country, taxNumber }: CompanyLookup,
): Promise<Result<RegisteredCompany>> => {
  const company = await findCompany(country, taxNumber);
  return company ? ok(company) : fail('company_not_found');
};

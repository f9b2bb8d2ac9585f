import type { CompanyLookup } from '#shared/identity/company-lookup';
import type { CompanyLookupAnswer } from '#shared/identity/register-check';
import { fail, ok, type Result } from '../result';
import type { ClientPorts } from './deps';
import { registerFailure } from './register-failure';

/**
 * Input: a country and a tax number the look-up's schema passed (the NIP checksum among its checks, so
 * a wrong one never reaches the register). Output: the company's name and address as the public VAT
 * register has them, with its VAT status (the invoice forms show one that is not active), or
 * `company_not_found`, `company_register_not_covered` (not a Polish NIP), `company_register_unavailable`
 * or `company_register_limit` (the customer then types the data).
 */
export const lookUpCompany = async (
  { findCompany }: Pick<ClientPorts, 'findCompany'>,
  { country, taxNumber }: CompanyLookup,
): Promise<Result<CompanyLookupAnswer>> => {
  const found = await findCompany(country, taxNumber);
  if (found.status !== 'found') return registerFailure(found) ?? fail('company_not_found');
  const { company } = found;
  return ok({
    company: {
      country: company.country,
      taxNumber: company.taxNumber,
      companyName: company.companyName,
      ...company.address,
    },
    vatStatus: company.vatStatus,
    checkedOn: company.checkedOn,
  });
};

import type { CompanyLookupAnswer } from '#shared/identity/register-check';
import { apiFetch } from './api-client';

/**
 * GET /api/clients/companies/{country}/{taxNumber}: the company the public VAT register finds, with its
 * VAT status; refused with `company_register_unavailable` or `company_register_limit` when the
 * register cannot answer (the customer then types the data) and `company_register_not_covered` for
 * another country's tax number.
 */
export const findCompany = (country: string, taxNumber: string) =>
  apiFetch<CompanyLookupAnswer>(
    `/api/clients/companies/${encodeURIComponent(country)}/${encodeURIComponent(taxNumber)}`,
  );

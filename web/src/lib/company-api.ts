import type { CompanyInvoiceData } from '#shared/identity/company';
import { apiFetch } from './api-client';

/** GET /api/clients/companies/{country}/{taxNumber}: the company the public register finds. */
export const findCompany = (country: string, taxNumber: string) =>
  apiFetch<CompanyInvoiceData>(
    `/api/clients/companies/${encodeURIComponent(country)}/${encodeURIComponent(taxNumber)}`,
  );

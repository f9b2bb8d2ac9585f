import type { CompanyInvoiceData } from '#shared/identity/company';
import type { ClientProfile } from '#shared/identity/profile';
import { authorizedFetch } from '../../../lib/session/session';

/**
 * Saves the signed-in user's default invoice data; a private account becomes a business one (company
 * found by tax number). Answers the profile as it is now.
 */
export const saveInvoiceData = (data: CompanyInvoiceData) =>
  authorizedFetch<ClientProfile>('/api/clients/me/invoice-data', {
    method: 'PUT',
    body: JSON.stringify(data),
  });

import type { CompanyInvoiceData } from '#shared/identity/company';
import { type ClientProfile, profileLifetimeMinutes } from '#shared/identity/profile';
import type { RegisterCheck } from '#shared/identity/register-check';
import type { StoredProfile } from '../../lib/table/client-profiles';

/** The stored profile and invoice data as the API answers them, kept by the browser for a while. */
export const clientProfileView = (
  {
    profile,
    invoiceData,
    invoiceCheck,
  }: { profile: StoredProfile; invoiceData: CompanyInvoiceData | null; invoiceCheck?: RegisterCheck },
  now: Date,
): ClientProfile => ({
  userId: profile.userId,
  accountId: profile.userId,
  name: profile.name,
  email: profile.email,
  phone: profile.phone,
  expirationDateTime: new Date(now.getTime() + profileLifetimeMinutes * 60_000).toISOString(),
  accountTypeId: profile.accountTypeId,
  defaultInvoiceData: invoiceData,
  ...(invoiceData && invoiceCheck ? { defaultInvoiceCheck: invoiceCheck } : {}),
  isDefaultCustomer: true,
  isExternal: profile.isExternal,
});

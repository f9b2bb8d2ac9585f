import type { AccountTypeId } from '#shared/identity/account-types';
import { useProfile } from './profile-store';

export interface Customer {
  signedIn: boolean;
  /** `null` for a guest, who sees gross prices first. */
  customerType: AccountTypeId | null;
}

const guest: Customer = { signedIn: false, customerType: null };

/** The visitor as prices and account-only parts see them: a guest, or the stored profile's type. */
export const useCustomer = (): Customer => {
  const profile = useProfile();
  return profile ? { signedIn: true, customerType: profile.accountTypeId } : guest;
};

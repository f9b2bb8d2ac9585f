import type { CustomerType } from '../../../shared/pricing/display-price';

export interface Customer {
  signedIn: boolean;
  /** `null` for a guest, who sees gross prices first. */
  customerType: CustomerType | null;
}

const guest: Customer = { signedIn: false, customerType: null };

/** The visitor as prices and account-only parts see them; sign-in (a later issue) sets a customer here. */
export const useCustomer = (): Customer => guest;

import * as z from 'zod/mini';
import { fullNameField, phoneField } from '../contact-fields';
import type { AccountTypeId } from './account-types';
import type { CompanyInvoiceData } from './company';
import type { RegisterCheck } from './register-check';

/** Edit data (`/ustawienia-konta/edycja-danych/`): name and phone; the e-mail is the sign-in alias. */
export const profileEditSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    fullName: fullNameField,
    phone: phoneField,
  }),
);
export type ProfileEdit = z.infer<typeof profileEditSchema>;

/** The user profile of spec section 3, as `GET /api/clients/me/profile` answers it. */
export interface ClientProfile {
  userId: string;
  /** The customer account the user buys for; today one account per user, the same id. */
  accountId: string;
  name: string;
  email: string;
  phone: string;
  /** ISO time after which the browser drops its stored copy and fetches again. */
  expirationDateTime: string;
  accountTypeId: AccountTypeId;
  defaultInvoiceData: CompanyInvoiceData | null;
  /** How the default invoice data stood against the public VAT register when saved (absent before it was asked). */
  defaultInvoiceCheck?: RegisterCheck;
  isDefaultCustomer: boolean;
  /** Signed up through Google or Facebook rather than with a password. */
  isExternal: boolean;
}

/** How long the browser may keep a profile before refetching it. */
export const profileLifetimeMinutes = 15;

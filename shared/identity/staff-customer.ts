import * as z from 'zod/mini';
import { type Currency, currencies, type Language } from '../locale';
import type { AccountState } from '../microsoft/account-states';
import type { SubscriptionState } from '../microsoft/subscription-states';
import type { OrderStatus } from '../orders/order-states';
import type { StaffOrderInvoice } from '../orders/staff-order-detail';
import type { PartnerSuspension } from '../partners/staff-partners';
import type { PaymentHistoryEntry } from '../payments/payment-view';
import type { CardStatus } from '../payments/saved-card';
import { fieldMessages } from '../validation';
import type { AccountTypeId } from './account-types';
import { accountTypeIds } from './account-types';
import type { CompanyInvoiceData } from './company';

// A customer as the operations staff find and open her (`/api/clients/staff/customers`): who she is
// (account type, company, sign-in state), what she bought and paid, her Microsoft 365 tenants and
// subscriptions (read only), and the staff's actions on her account with their record.

/** `GET /api/clients/staff/customers?q=&cursor=`: a phrase (e-mail, name, company, tax number), or the newest. */
export const staffCustomersQuerySchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    q: z.optional(
      z
        .string()
        .check(z.trim(), z.minLength(1, fieldMessages.required), z.maxLength(254, fieldMessages.tooLong)),
    ),
    cursor: z.optional(z.string().check(z.maxLength(1024, fieldMessages.tooLong))),
  }),
);
export type StaffCustomersQuery = z.infer<typeof staffCustomersQuerySchema>;

/** `PUT /api/clients/staff/customers/{id}/sign-in`: `{ blocked }`, the state the staff member wants. */
export const signInChangeSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ blocked: z.boolean(fieldMessages.invalidValue) }),
);

/** `POST /api/clients/staff/customers/{id}/partner`: the currency of the new partner's price list. */
export const partnerEnrolmentOfCustomerSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    currency: z.enum(currencies, fieldMessages.invalidValue),
  }),
);

/** A user-pool id (`sub`): a UUID. */
export const customerIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether the sign-up's e-mail was confirmed (an unconfirmed one has no profile yet). */
export type SignUpState = 'confirmed' | 'unconfirmed';

export interface SignInBlock {
  at: string;
  staffEmail: string;
}

/** A customer in the staff's list. */
export interface StaffCustomerSummary {
  userId: string;
  email: string;
  /** Absent before the sign-up is confirmed. */
  name?: string;
  accountTypeId?: AccountTypeId;
  companyName?: string;
  taxNumber?: string;
  signUp: SignUpState;
  signInBlocked: boolean;
  createdAt: string;
}

export interface StaffCustomerPage {
  customers: StaffCustomerSummary[];
  cursor?: string;
}

/** The staff's actions on a customer's account. */
export const customerActions = [
  'resendConfirmation',
  'blockSignIn',
  'unblockSignIn',
  'convertToBusiness',
  'enrolPartner',
  'suspendPartner',
  'reinstatePartner',
] as const;
export type CustomerAction = (typeof customerActions)[number];

/**
 * What the rules allow on an account: the sign-up code again while it is unconfirmed; blocking sign-in,
 * or lifting the block, once it has a profile; a private customer made business; a business customer
 * enrolled as a partner; a partner (one with terms) suspended, or a suspended one reinstated.
 */
export const customerActionsOf = (account: {
  signUp: SignUpState;
  signInBlocked: boolean;
  accountTypeId?: AccountTypeId;
  /** Her partner terms' state; undefined without terms. */
  partner?: 'active' | 'suspended';
}): CustomerAction[] => {
  if (account.signUp === 'unconfirmed' || account.accountTypeId === undefined) return ['resendConfirmation'];
  const partnerAction =
    account.accountTypeId === accountTypeIds.partner && account.partner
      ? ([account.partner === 'active' ? 'suspendPartner' : 'reinstatePartner'] as const)
      : [];
  return [
    account.signInBlocked ? 'unblockSignIn' : 'blockSignIn',
    ...(account.accountTypeId === accountTypeIds.customer ? (['convertToBusiness'] as const) : []),
    ...(account.accountTypeId === accountTypeIds.business ? (['enrolPartner'] as const) : []),
    ...partnerAction,
  ];
};

/** A staff action on the account as its record keeps it: who, when, and the state before and after. */
export interface CustomerLogRecord {
  at: string;
  action: CustomerAction;
  staffEmail: string;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

export interface StaffCustomerOrder {
  id: string;
  number: string;
  createdAt: string;
  status: OrderStatus;
  total: number;
  currency: Currency;
}

export interface StaffCustomerCard {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
  isDefault: boolean;
  status: CardStatus;
}

export interface StaffCustomerTenant {
  domain: string;
  kind: 'created' | 'linked';
  state: AccountState;
  agreementAcceptedAt?: string;
}

export interface StaffCustomerSubscription {
  id: string;
  name: string;
  state: SubscriptionState;
  quantity: number;
  billing: string;
  domain?: string;
  termEnd?: string;
  autoRenew?: boolean;
}

/** How many of each list the customer's page shows, newest first (her orders go on in the order queue's search). */
export const customerPageListLength = 10;

/** `GET /api/clients/staff/customers/{id}`. */
export interface StaffCustomerView {
  userId: string;
  email: string;
  signUp: SignUpState;
  createdAt: string;
  /** Absent before the sign-up is confirmed. */
  profile?: {
    name: string;
    phone: string;
    accountTypeId: AccountTypeId;
    language: Language;
    isExternal: boolean;
    /** The business partner who brought her. */
    partnerId?: string;
  };
  /** Her terms, when she is a partner, the newest customers she referred and their newest orders. */
  partner?: {
    code: string;
    currency: Currency;
    enrolledAt: string;
    /** While the staff keep her suspended: her portal is closed and her code brings nobody. */
    suspended?: PartnerSuspension;
    customers: StaffCustomerSummary[];
    orders: StaffCustomerOrder[];
  };
  signInBlocked?: SignInBlock;
  invoiceData: CompanyInvoiceData | null;
  newsletter: 'subscribed' | 'pending' | 'none';
  orders: StaffCustomerOrder[];
  /** More orders than the page shows. */
  moreOrders: boolean;
  invoices: StaffOrderInvoice[];
  payments: PaymentHistoryEntry[];
  cards: StaffCustomerCard[];
  tenants: StaffCustomerTenant[];
  subscriptions: StaffCustomerSubscription[];
  history: CustomerLogRecord[];
  actions: CustomerAction[];
}

import type { Product } from '../catalogue/product';
import { requiresSignIn } from '../catalogue/product-rules';

// Roles of spec section 6 and what each may do in the shop. The groups claim carries the signed-in
// roles: `customers` (private) or `business` (business and partner accounts), derived from the client
// profile by the pre-token-generation trigger, and the staff groups, granted only with TOTP MFA.

/** Staff groups: members are set by an administrator and must sign in with TOTP (spec section 6). */
export const staffGroups = ['finance', 'operations', 'content'] as const;
export type StaffGroup = (typeof staffGroups)[number];
export const isStaffGroup = (group: string): group is StaffGroup => staffGroups.includes(group as StaffGroup);

export const roles = ['guest', 'customer', 'business', 'finance'] as const;
export type Role = (typeof roles)[number];

export type Capability =
  | 'browse'
  | 'useBasket'
  | 'subscribeNewsletter'
  | 'buySignInProducts'
  | 'accountPanel'
  | 'convertToBusiness'
  | 'buyAsCompany'
  | 'financeReports';

const guest: Capability[] = ['browse', 'useBasket', 'subscribeNewsletter'];
const signedIn: Capability[] = [...guest, 'buySignInProducts', 'accountPanel'];

export const capabilities: Record<Role, ReadonlySet<Capability>> = {
  guest: new Set(guest),
  customer: new Set([...signedIn, 'convertToBusiness']),
  business: new Set([...signedIn, 'buyAsCompany']),
  finance: new Set(['browse', 'financeReports']),
};

export const may = (role: Role, capability: Capability): boolean => capabilities[role].has(capability);

/** Guests buy anything but Microsoft subscriptions, Open licences and IT services (`requiresSignIn`). */
export const mayBuy = (role: Role, product: Product): boolean =>
  !requiresSignIn(product) || may(role, 'buySignInProducts');

/** The role of a signed-in user from the token's `cognito:groups` claim (absent when none): customer. */
export const roleOf = (groups: readonly string[] = []): Role => {
  if (groups.includes('finance')) return 'finance';
  if (groups.includes('business')) return 'business';
  return 'customer';
};

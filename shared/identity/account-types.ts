// User types of spec section 3. Business and partner form one group: both buy as a company.

export const accountTypeIds = { partner: 1, customer: 2, business: 3 } as const;
export type AccountTypeId = (typeof accountTypeIds)[keyof typeof accountTypeIds];

/** What a person picks on the sign-up form. */
export const signUpAccountTypes = ['private', 'business'] as const;
export type SignUpAccountType = (typeof signUpAccountTypes)[number];

export const accountTypeIdOf = (type: SignUpAccountType): AccountTypeId =>
  type === 'business' ? accountTypeIds.business : accountTypeIds.customer;

export const isAccountTypeId = (value: unknown): value is AccountTypeId =>
  value === 1 || value === 2 || value === 3;

/** Partner and business: the company group (Cognito group `business`). */
export const isBusinessGroup = (type: AccountTypeId): boolean => type !== accountTypeIds.customer;

/** The groups claim's group of an account type: business and partner form one (spec section 1). */
export const groupOfAccountType = (type: AccountTypeId): 'business' | 'customers' =>
  isBusinessGroup(type) ? 'business' : 'customers';

/** The account type a groups claim stands for, where a token carries no `account_type`. */
export const accountTypeOfGroups = (groups: readonly string[]): AccountTypeId =>
  groups.includes('business') ? accountTypeIds.business : accountTypeIds.customer;

import { type AccountTypeId, accountTypeIds, isBusinessGroup } from '../../../shared/identity/account-types';

// The account type lives in the Cognito attribute `custom:accountType` (`private`, `business`, or
// `partner` set by staff); the profile keeps the spec's number. Conversion to business updates both.

export const accountTypeIdOfAttribute = (value: string | undefined): AccountTypeId =>
  value === 'business'
    ? accountTypeIds.business
    : value === 'partner'
      ? accountTypeIds.partner
      : accountTypeIds.customer;

/** The Cognito group of an account type: business and partner form one group (spec section 1). */
export const groupOfAccountType = (type: AccountTypeId): 'business' | 'customers' =>
  isBusinessGroup(type) ? 'business' : 'customers';

import { type AccountTypeId, isBusinessGroup } from '../../../shared/identity/account-types';

/** The group of an account type in the groups claim: business and partner form one (spec section 1). */
export const groupOfAccountType = (type: AccountTypeId): 'business' | 'customers' =>
  isBusinessGroup(type) ? 'business' : 'customers';

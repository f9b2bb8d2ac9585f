import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { accountTypeIdOfAttribute, groupOfAccountType } from './account-type';

/**
 * Adds the `account_type` claim (the spec's type number: 1 partner, 2 customer, 3 business) and makes
 * sure the groups claim holds the account type's group, even before the membership written by the
 * post-confirmation trigger or the business conversion shows up in Cognito.
 */
export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const accountTypeId = accountTypeIdOfAttribute(event.request.userAttributes['custom:accountType']);
  const groups = new Set(event.request.groupConfiguration.groupsToOverride ?? []);
  groups.add(groupOfAccountType(accountTypeId));
  event.response.claimsOverrideDetails = {
    claimsToAddOrOverride: { account_type: String(accountTypeId) },
    groupOverrideDetails: { groupsToOverride: [...groups] },
  };
  return event;
};

import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import { type AccountTypeId, accountTypeIds, groupOfAccountType } from '#shared/identity/account-types';
import { isStaffGroup } from '#shared/identity/roles';
import { cognito } from '../../lib/cognito';
import { getTokenFacts } from '../../lib/table/client-profiles';

/**
 * The token's `account_type` claim and groups claim: the account type (and its group) come from the
 * client profile in the table, nothing the user can write; a staff group of the user's Cognito
 * memberships is kept only when the user has TOTP MFA enabled; other memberships are dropped.
 */
export const tokenClaims = (facts: {
  accountTypeId: AccountTypeId;
  memberOf: readonly string[];
  hasTotp: boolean;
}) => ({
  claimsToAddOrOverride: { account_type: String(facts.accountTypeId) },
  groupOverrideDetails: {
    groupsToOverride: [
      groupOfAccountType(facts.accountTypeId),
      ...(facts.hasTotp ? facts.memberOf.filter(isStaffGroup) : []),
    ],
  },
});

const hasTotp = async (userPoolId: string, userName: string) => {
  const user = await cognito().send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: userName }));
  return (user.UserMFASettingList ?? []).includes('SOFTWARE_TOKEN_MFA');
};

/**
 * The message Cognito carries to the site when the operations staff blocked the user's sign-in
 * (`PreTokenGeneration failed with error sign_in_blocked.`): no token is issued, at sign-in or on a
 * refresh, until they lift it.
 */
export const signInBlockedMessage = 'sign_in_blocked';

/** A user without a profile (not yet confirmed through the site, e.g. created by an admin) is a private customer. */
export const handler = async (
  event: PreTokenGenerationTriggerEvent,
): Promise<PreTokenGenerationTriggerEvent> => {
  const memberOf = event.request.groupConfiguration.groupsToOverride ?? [];
  const userId = event.request.userAttributes.sub ?? event.userName;
  const [facts, totp] = await Promise.all([
    getTokenFacts(userId),
    memberOf.some(isStaffGroup) ? hasTotp(event.userPoolId, event.userName) : false,
  ]);
  if (facts?.signInBlocked) throw new Error(signInBlockedMessage);
  event.response.claimsOverrideDetails = tokenClaims({
    accountTypeId: facts?.accountTypeId ?? accountTypeIds.customer,
    memberOf,
    hasTotp: totp,
  });
  return event;
};

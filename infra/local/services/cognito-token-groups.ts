import {
  AdminListGroupsForUserCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { PreTokenGenerationTriggerEvent } from 'aws-lambda';
import type { Invoke } from '../lambda';

// cognito-local hands the pre-token-generation trigger no groups and ignores its
// `groupOverrideDetails` (the ID token's `cognito:groups` are always the memberships). Wrapped around
// the trigger's invoke, this does what Cognito does: the request carries the user's memberships, and
// the groups the trigger answers become the ID token's `cognito:groups` (as a claim override, which
// cognito-local applies to the ID token; its access token keeps the memberships, and the API reads
// only ID tokens).

export const overrideTokenGroups = (options: {
  invoke: Invoke;
  client: CognitoIdentityProviderClient;
}): Invoke => {
  return async (input) => {
    const event = input as PreTokenGenerationTriggerEvent;
    const { Groups = [] } = await options.client.send(
      new AdminListGroupsForUserCommand({ UserPoolId: event.userPoolId, Username: event.userName }),
    );
    event.request.groupConfiguration = {
      ...event.request.groupConfiguration,
      groupsToOverride: Groups.flatMap((group) => (group.GroupName ? [group.GroupName] : [])),
    };
    const result = (await options.invoke(event)) as PreTokenGenerationTriggerEvent;
    const details = result.response.claimsOverrideDetails;
    const groups = details?.groupOverrideDetails?.groupsToOverride;
    if (details && groups) {
      details.claimsToAddOrOverride = {
        ...details.claimsToAddOrOverride,
        'cognito:groups': groups as unknown as string,
      };
    }
    return result;
  };
};

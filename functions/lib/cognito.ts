import {
  AdminGetUserCommand,
  CognitoIdentityProviderClient,
  UserNotFoundException,
} from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config';
import { once } from './once';

/** The Cognito user pool API; locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local. */
export const cognito = once(() => new CognitoIdentityProviderClient({}));

/**
 * The id (`sub`) of the user who signs in with `email`, or undefined when nobody does: the pool's
 * username is the e-mail, so `AdminGetUser` takes it (the `userPool` grant).
 */
export const userIdOfEmail = async (email: string): Promise<string | undefined> => {
  try {
    const user = await cognito().send(
      new AdminGetUserCommand({ UserPoolId: config('userPool').USER_POOL_ID, Username: email }),
    );
    return user.UserAttributes?.find(({ Name }) => Name === 'sub')?.Value;
  } catch (error) {
    if (error instanceof UserNotFoundException) return undefined;
    throw error;
  }
};

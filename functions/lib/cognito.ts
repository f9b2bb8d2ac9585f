import { CognitoIdentityProviderClient, ListUsersCommand } from '@aws-sdk/client-cognito-identity-provider';
import { config } from './config';
import { once } from './once';

/** The Cognito user pool API; locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local. */
export const cognito = once(() => new CognitoIdentityProviderClient({}));

/**
 * The ids (`sub`) of the pool's users with this e-mail (the `findByEmail` grant: `ListUsers` filtered
 * by it). Usually one; a user who signed up with Google or Facebook as well as with a password is two
 * users of the pool. A look-up by username would miss those from Google or Facebook, whose username is
 * not their e-mail.
 */
export const userIdsOfEmail = async (email: string): Promise<string[]> => {
  const { Users = [] } = await cognito().send(
    new ListUsersCommand({
      UserPoolId: config('userPool').USER_POOL_ID,
      Filter: `email = "${email.replace(/["\\]/g, '')}"`,
      AttributesToGet: ['sub'],
    }),
  );
  return Users.flatMap(({ Attributes = [] }) =>
    Attributes.filter(({ Name }) => Name === 'sub').map(({ Value }) => Value ?? ''),
  );
};

import {
  CognitoIdentityProviderClient,
  ListUsersCommand,
  ResendConfirmationCodeCommand,
  type UserType,
} from '@aws-sdk/client-cognito-identity-provider';
import type { SignUpState } from '#shared/identity/staff-customer';
import { config } from './config';
import { once } from './once';

/** The Cognito user pool API; locally AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER points at cognito-local. */
export const cognito = once(() => new CognitoIdentityProviderClient({}));

/** A user of the pool as the staff see her: her id, pool username, e-mail and whether she confirmed it. */
export interface PoolUser {
  userId: string;
  username: string;
  email: string;
  signUp: SignUpState;
  createdAt: string;
}

const attributeOf = ({ Attributes = [] }: UserType, name: string) =>
  Attributes.find(({ Name }) => Name === name)?.Value ?? '';

const poolUserOf = (user: UserType): PoolUser => ({
  userId: attributeOf(user, 'sub'),
  username: user.Username ?? '',
  email: attributeOf(user, 'email'),
  // EXTERNAL_PROVIDER (Google, Facebook) and a reset password are signed up as much as CONFIRMED.
  signUp: user.UserStatus === 'UNCONFIRMED' ? 'unconfirmed' : 'confirmed',
  createdAt: (user.UserCreateDate ?? new Date(0)).toISOString(),
});

/** `ListUsers` with one of its exact-match filters (the `findByEmail` grant); the value's quotes dropped. */
const usersWhere = async (attribute: 'email' | 'sub', value: string): Promise<PoolUser[]> => {
  const { Users = [] } = await cognito().send(
    new ListUsersCommand({
      UserPoolId: config('userPool').USER_POOL_ID,
      Filter: `${attribute} = "${value.replace(/["\\]/g, '')}"`,
    }),
  );
  return Users.map(poolUserOf);
};

/**
 * The pool's users with this e-mail, unconfirmed sign-ups included. Usually one; a user who signed up
 * with Google or Facebook as well as with a password is two users of the pool. A look-up by username
 * would miss those from Google or Facebook, whose username is not their e-mail.
 */
export const poolUsersOfEmail = (email: string): Promise<PoolUser[]> => usersWhere('email', email);

/** The ids (`sub`) of the pool's users with this e-mail. */
export const userIdsOfEmail = async (email: string): Promise<string[]> =>
  (await poolUsersOfEmail(email)).map(({ userId }) => userId);

/** The pool's user with this id, if any. */
export const poolUserById = async (userId: string): Promise<PoolUser | undefined> =>
  (await usersWhere('sub', userId))[0];

/**
 * Cognito mails the sign-up's confirmation code again (the custom message trigger's
 * `CustomMessage_ResendCode`), as the sign-up page's "send the code again" does; a public call of the
 * site's app client, so no grant.
 */
export const resendSignUpCode = async (username: string): Promise<void> => {
  await cognito().send(
    new ResendConfirmationCodeCommand({
      ClientId: config('userPool').USER_POOL_CLIENT_ID,
      Username: username,
    }),
  );
};

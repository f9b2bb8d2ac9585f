import { createHmac } from 'node:crypto';
import {
  AdminAddUserToGroupCommand,
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { Runtime } from '#infra/local/runtime';
import type { StaffGroup } from '#shared/identity/roles';
import { signUpAndIn } from './runtime';

/** The current RFC 6238 code of a base32 secret, as an authenticator app shows it. */
export const totp = (secret: string) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
};

/** Sets up a TOTP authenticator for the token's user and makes it the preferred MFA; answers its secret. */
export const setUpTotp = async (
  client: CognitoIdentityProviderClient,
  AccessToken: string,
): Promise<string> => {
  const { SecretCode = '' } = await client.send(new AssociateSoftwareTokenCommand({ AccessToken }));
  await client.send(new VerifySoftwareTokenCommand({ AccessToken, UserCode: totp(SecretCode) }));
  await client.send(
    new SetUserMFAPreferenceCommand({
      AccessToken,
      SoftwareTokenMfaSettings: { Enabled: true, PreferredMfa: true },
    }),
  );
  return SecretCode;
};

/**
 * A new member of a staff group with TOTP set up, signed in through the TOTP challenge: a token that
 * carries the group's claim, as a staff member's does on AWS.
 */
export const signInAsStaff = async (
  runtime: Runtime,
  email: string,
  group: StaffGroup,
  password = 'Test1234',
) => {
  const { client, userPoolId, clientId } = runtime.cognito;
  const first = await signUpAndIn(runtime, email, password);
  await client.send(
    new AdminAddUserToGroupCommand({ UserPoolId: userPoolId, Username: email, GroupName: group }),
  );
  const secret = await setUpTotp(client, first.accessToken);
  const challenge = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const { AuthenticationResult } = await client.send(
    new RespondToAuthChallengeCommand({
      ClientId: clientId,
      ChallengeName: 'SOFTWARE_TOKEN_MFA',
      Session: challenge.Session,
      ChallengeResponses: { USERNAME: email, SOFTWARE_TOKEN_MFA_CODE: totp(secret) },
    }),
  );
  const idToken = AuthenticationResult?.IdToken;
  if (!idToken) throw new Error(`${email} got no token through the TOTP challenge`);
  return { idToken, secret };
};

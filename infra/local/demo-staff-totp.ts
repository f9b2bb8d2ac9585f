import { createHmac } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  AssociateSoftwareTokenCommand,
  type CognitoIdentityProviderClient,
  InitiateAuthCommand,
  RespondToAuthChallengeCommand,
  SetUserMFAPreferenceCommand,
  VerifySoftwareTokenCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { demoUsers } from './seed';

// A staff group reaches a token only once its member has set up a TOTP authenticator, as on AWS
// (functions/auth/README.md; on the site, the account's two-step sign-in screen). So that the demo staff
// need no such step, the persistent local shop sets one up for each of them at its first start and keeps
// the secrets in the data folder, so `npm start` prints them (for any authenticator app) and
// `npm run totp` prints their codes now.

/** The current RFC 6238 code of a base32 secret, as an authenticator app shows it. */
export const totp = (secret: string, at = Date.now()) => {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/=+$/, '').toUpperCase()]
    .map((c) => alphabet.indexOf(c).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
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

/** Where a data folder keeps the demo staff's secrets: e-mail → base32 secret. */
export const demoTotpFile = (dataDir: string) => join(dataDir, 'demo-staff-totp.json');

/**
 * The demo staff members' TOTP secrets, set up at the first start of a data folder (a member who
 * already answers with a challenge is left as she is).
 */
export const demoStaffTotp = async (
  client: CognitoIdentityProviderClient,
  clientId: string,
  dataDir: string,
): Promise<Record<string, string>> => {
  const file = demoTotpFile(dataDir);
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const secrets: Record<string, string> = {};
  for (const user of demoUsers) {
    if (!('staffGroup' in user)) continue;
    const { AuthenticationResult } = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: user.email, PASSWORD: user.password },
      }),
    );
    if (AuthenticationResult?.AccessToken)
      secrets[user.email] = await setUpTotp(client, AuthenticationResult.AccessToken);
  }
  writeFileSync(file, JSON.stringify(secrets, null, 2));
  return secrets;
};

/** Signs a staff member in through the TOTP challenge, as the site does: password, then the secret's code; her ID token. */
export const signInWithTotp = async (
  client: CognitoIdentityProviderClient,
  clientId: string,
  { email, password, secret }: { email: string; password: string; secret: string },
): Promise<string> => {
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
  return idToken;
};

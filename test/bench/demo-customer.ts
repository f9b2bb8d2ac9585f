import { readFileSync } from 'node:fs';
import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { demoTotpFile, signInWithTotp } from '#infra/local/demo-staff-totp';
import { demoUsers } from '#infra/local/seed';

/** The private demo customer the seed creates (her e-mail and password). */
export const demoCustomer = demoUsers[0];

/** The shop's cognito-local, reached as the site reaches it, and its app client. */
const cognitoOf = async (port: number) => {
  const settings = (await (await fetch(`http://127.0.0.1:${port}/api/common/settings`)).json()) as {
    auth: { clientId: string; endpoint: string };
  };
  const client = new CognitoIdentityProviderClient({
    // The site proxies cognito-local under its own origin: the endpoint may be a path.
    endpoint: new URL(settings.auth.endpoint, `http://127.0.0.1:${port}`).toString(),
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { client, clientId: settings.auth.clientId };
};

/** A demo customer's ID token and sub, signed in at the shop's cognito-local as the site does. */
export const signedInDemoCustomer = async (port: number) => {
  const { client, clientId } = await cognitoOf(port);
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      ClientId: clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: demoCustomer.email, PASSWORD: demoCustomer.password },
    }),
  );
  const idToken = AuthenticationResult?.IdToken ?? '';
  return { idToken, sub: String(decodeJwt(idToken).sub) };
};

/**
 * The demo operations member's ID token, carrying her group: her password, then the code of the TOTP
 * secret the shop set up in its data folder at its first start (infra/local/demo-staff-totp.ts).
 */
export const signedInDemoOperations = async (port: number, dataDir: string) => {
  const email = 'obsluga@demo.sklep.local';
  const secret = (JSON.parse(readFileSync(demoTotpFile(dataDir), 'utf8')) as Record<string, string>)[email];
  if (!secret) throw new Error(`no TOTP secret of ${email} in ${dataDir}`);
  const { client, clientId } = await cognitoOf(port);
  return signInWithTotp(client, clientId, { email, password: 'Demo1234', secret });
};

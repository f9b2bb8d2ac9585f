import {
  AuthFlowType,
  CognitoIdentityProviderClient,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';

/** A demo customer's ID token and sub, signed in at the shop's cognito-local as the site does. */
export const signedInDemoCustomer = async (port: number) => {
  const settings = (await (await fetch(`http://127.0.0.1:${port}/api/common/settings`)).json()) as {
    auth: { clientId: string; endpoint: string };
  };
  const client = new CognitoIdentityProviderClient({
    // The site proxies cognito-local under its own origin: the endpoint may be a path.
    endpoint: new URL(settings.auth.endpoint, `http://127.0.0.1:${port}`).toString(),
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const { AuthenticationResult } = await client.send(
    new InitiateAuthCommand({
      ClientId: settings.auth.clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: 'klient@demo.sklep.local', PASSWORD: 'Demo1234' },
    }),
  );
  const idToken = AuthenticationResult?.IdToken ?? '';
  return { idToken, sub: String(decodeJwt(idToken).sub) };
};

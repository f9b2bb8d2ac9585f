import {
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  AuthFlowType,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { decodeJwt } from 'jose';
import { type Runtime, startRuntime } from '#infra/local/runtime';

/** One local runtime per test file: random ports, in-memory data, redeliveries in moments. */
export const startTestRuntime = (): Promise<Runtime> =>
  startRuntime({ port: 0, visibilityScale: 0.005, pollIntervalMs: 50, logLevel: 'ERROR' });

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export const eventually = async <T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 20_000,
): Promise<T> => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > until) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
};

/** Signs a user in with USER_PASSWORD_AUTH, as the site does. */
export const signIn = async (runtime: Runtime, email: string, password: string) => {
  const { AuthenticationResult } = await runtime.cognito.client.send(
    new InitiateAuthCommand({
      ClientId: runtime.cognito.clientId,
      AuthFlow: AuthFlowType.USER_PASSWORD_AUTH,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  );
  const idToken = AuthenticationResult?.IdToken;
  const accessToken = AuthenticationResult?.AccessToken;
  if (!idToken || !accessToken) throw new Error(`sign-in of ${email} returned no tokens`);
  return { idToken, accessToken, sub: String(decodeJwt(idToken).sub) };
};

/** Creates a confirmed user in cognito-local and signs them in (for tests needing many customers). */
export const signUpAndIn = async (runtime: Runtime, email: string, password = 'Test1234') => {
  const { client, userPoolId } = runtime.cognito;
  await client.send(
    new AdminCreateUserCommand({
      UserPoolId: userPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  );
  await client.send(
    new AdminSetUserPasswordCommand({
      UserPoolId: userPoolId,
      Username: email,
      Password: password,
      Permanent: true,
    }),
  );
  return signIn(runtime, email, password);
};

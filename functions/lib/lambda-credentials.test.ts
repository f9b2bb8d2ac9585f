import { ENV_KEY, ENV_SECRET, ENV_SESSION } from '@aws-sdk/credential-provider-env';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials';

afterEach(() => vi.unstubAllEnvs());

/** The role credentials Lambda puts in the environment; here plain placeholders, no key of any account. */
const stubRoleCredentials = (keyId: string, secret: string, sessionToken?: string) => {
  vi.stubEnv(ENV_KEY, keyId);
  vi.stubEnv(ENV_SECRET, secret);
  if (sessionToken !== undefined) vi.stubEnv(ENV_SESSION, sessionToken);
};

describe("a Lambda function's credentials", () => {
  it('are the role credentials Lambda puts in the environment, with the session token', async () => {
    const [keyId, value, token] = ['placeholder-key-id', 'placeholder-value', 'placeholder-session-token'];
    stubRoleCredentials(keyId, value, token);
    expect(await defaultProvider()()).toMatchObject({
      accessKeyId: keyId,
      secretAccessKey: value,
      sessionToken: token,
    });
  });

  it('are refused, with an error, when the environment has none', async () => {
    stubRoleCredentials('', '');
    await expect(defaultProvider()()).rejects.toThrow(/environment variable credentials/);
  });
});

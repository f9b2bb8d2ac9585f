import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials';

afterEach(() => vi.unstubAllEnvs());

/** The role credentials Lambda puts in the environment; here plain placeholders, no key of any account. */
const stubRoleCredentials = (keyId: string, secretKey: string, sessionToken?: string) => {
  vi.stubEnv('AWS_ACCESS_KEY_ID', keyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', secretKey);
  if (sessionToken !== undefined) vi.stubEnv('AWS_SESSION_TOKEN', sessionToken);
};

describe("a Lambda function's credentials", () => {
  it('are the role credentials Lambda puts in the environment, with the session token', async () => {
    stubRoleCredentials('placeholder-key-id', 'placeholder-secret-key', 'placeholder-session-token');
    expect(await defaultProvider()()).toEqual({
      accessKeyId: 'placeholder-key-id',
      secretAccessKey: 'placeholder-secret-key',
      sessionToken: 'placeholder-session-token',
    });
  });

  it('name what is missing when the environment has none', async () => {
    stubRoleCredentials('', '');
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
  });
});

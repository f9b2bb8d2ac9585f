import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultProvider } from './lambda-credentials';

afterEach(() => vi.unstubAllEnvs());

describe("a Lambda function's credentials", () => {
  it('are the role credentials Lambda puts in the environment, with the session token', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'test-key-id');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'test-not-a-key');
    vi.stubEnv('AWS_SESSION_TOKEN', 'token');
    expect(await defaultProvider()()).toEqual({
      accessKeyId: 'test-key-id',
      secretAccessKey: 'test-not-a-key',
      sessionToken: 'token',
    });
  });

  it('name what is missing when the environment has none', async () => {
    vi.stubEnv('AWS_ACCESS_KEY_ID', '');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', '');
    await expect(defaultProvider()()).rejects.toThrow(/AWS_ACCESS_KEY_ID/);
  });
});

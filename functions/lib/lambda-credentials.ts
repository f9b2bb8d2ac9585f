// The credentials of a function on Lambda: its execution role's, which Lambda puts in the environment
// (the key id, the secret key and the session token, read below) before the handler's module loads.
// The SDK's default chain would find them there first too; its other providers (SSO, profiles, web
// identity, the instance metadata service, and the STS and SSO clients they carry) would never run on
// Lambda but add about 130 KB to every bundle. The function bundles replace
// `@aws-sdk/credential-provider-node` with this module (`infra/wiring/function-bundle.ts`); code run
// unbundled (`npm start`, the tests) keeps the SDK's own chain.

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

/** The SDK clients' credential provider: the environment's credentials, or an error naming what is missing. */
export const defaultProvider = () => async (): Promise<Credentials> => {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = process.env;
  const sessionToken = process.env.AWS_SESSION_TOKEN;
  if (!accessKeyId || !secretAccessKey)
    throw new Error('No AWS credentials in the environment (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY).');
  return { accessKeyId, secretAccessKey, ...(sessionToken ? { sessionToken } : {}) };
};

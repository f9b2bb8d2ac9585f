import { fromEnv } from '@aws-sdk/credential-provider-env';

// The credentials of a function on Lambda: its execution role's, which Lambda puts in the environment
// before the handler's module loads, read by the SDK's own environment provider. The SDK's default
// chain would find them there first too; its other providers (SSO, profiles, web identity, the instance
// metadata service, and the STS and SSO clients they carry) would never run on Lambda but add about
// 130 KB to every bundle. The function bundles replace `@aws-sdk/credential-provider-node` with this
// module (`infra/wiring/function-bundle.ts`); code run unbundled (`npm start`, the tests) keeps the
// SDK's own chain.

/** The SDK clients' credential provider, in place of the default chain: the environment's alone. */
export const defaultProvider = fromEnv;

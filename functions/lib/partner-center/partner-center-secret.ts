import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { config } from '../config';

// On AWS the Partner Center app's credentials are in Secrets Manager, in the secret
// PARTNER_CENTER_SECRET_ARN names (JSON `{ tenantId, clientId, clientSecret, refreshToken }`: the
// partner's tenant, the app registration and the refresh token of the partner admin's consent). Read
// once per container as the function starts; locally no secret is named and they come from
// PARTNER_CENTER_TENANT_ID, …_CLIENT_ID, …_CLIENT_SECRET, …_REFRESH_TOKEN (the simulator's app).

const secretSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    tenantId: z.string().check(z.minLength(1)),
    clientId: z.string().check(z.minLength(1)),
    clientSecret: z.string().check(z.minLength(1)),
    refreshToken: z.string().check(z.minLength(1)),
  }),
);
export type PartnerCenterApp = z.infer<typeof secretSchema>;

const readSecret = async (secretId: string): Promise<PartnerCenterApp> => {
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  const app = secretSchema.safeParse(JSON.parse(SecretString ?? '{}'));
  if (!app.success)
    throw new Error(
      'The Partner Center secret is not JSON { tenantId, clientId, clientSecret, refreshToken }',
    );
  return app.data;
};

const secretId = config('partnerCenterSecret').PARTNER_CENTER_SECRET_ARN;

/** The app from Secrets Manager, or undefined where no secret is configured (locally). */
export const secretApp = secretId ? await readSecret(secretId) : undefined;

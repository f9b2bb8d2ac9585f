import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod/mini';
import { config } from '../config';

// On AWS the shop's Graph app (a multi-tenant app registration) is in Secrets Manager, in the secret
// GRAPH_SECRET_ARN names (`shop/graph`, JSON `{ clientId, clientSecret }`). Read once per container as
// the function starts; locally no secret is named and they come from GRAPH_CLIENT_ID and
// GRAPH_CLIENT_SECRET (any client id with the simulator's secret).

const secretSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    clientId: z.string().check(z.minLength(1)),
    clientSecret: z.string().check(z.minLength(1)),
  }),
);
export type GraphApp = z.infer<typeof secretSchema>;

const readSecret = async (secretId: string): Promise<GraphApp> => {
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  const app = secretSchema.safeParse(JSON.parse(SecretString ?? '{}'));
  if (!app.success) throw new Error('The Graph secret is not JSON { clientId, clientSecret }');
  return app.data;
};

const secretId = config('graphSecret').GRAPH_SECRET_ARN;

/** The app from Secrets Manager, or undefined where no secret is configured (locally). */
export const secretGraphApp = secretId ? await readSecret(secretId) : undefined;

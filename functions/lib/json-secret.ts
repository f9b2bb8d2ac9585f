import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import type * as z from 'zod/mini';

/**
 * A Secrets Manager secret holding JSON, read against its schema; fails naming the shape expected
 * (`what`), never the secret's text.
 */
export const readJsonSecret = async <T>(
  secretId: string,
  schema: z.ZodMiniType<T>,
  what: string,
): Promise<T> => {
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  const secret = schema.safeParse(JSON.parse(SecretString ?? '{}'));
  if (!secret.success) throw new Error(`The secret ${secretId} is not ${what}`);
  return secret.data;
};

import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { przelewy24SecretSchema } from '#shared/payments/przelewy24';
import { config } from '../../config';

// On AWS the Przelewy24 keys (CRC and API key) are in Secrets Manager, in the secret
// PRZELEWY24_SECRET_ARN names (JSON `{ crc, apiKey }`). They are read once per container while the
// function starts (top-level await), so every call, the synchronous notification check included,
// has them; locally no secret is named and the keys come from PRZELEWY24_CRC / PRZELEWY24_API_KEY.

const readSecret = async (secretId: string) => {
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  const keys = przelewy24SecretSchema.safeParse(JSON.parse(SecretString ?? '{}'));
  if (!keys.success) throw new Error('The Przelewy24 secret is not JSON { crc, apiKey }');
  return keys.data;
};

const secretId = config('przelewy24Secret').PRZELEWY24_SECRET_ARN;

/** The keys from Secrets Manager, or undefined where no secret is configured (locally). */
export const secretKeys = secretId ? await readSecret(secretId) : undefined;

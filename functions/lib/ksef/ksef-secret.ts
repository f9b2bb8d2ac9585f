import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { type KsefSecret, ksefSecretSchema } from '#shared/invoices/ksef-secret';
import { config } from '../config';

// On AWS the KSeF token and the offline certificate's key are in Secrets Manager, in the secret
// KSEF_SECRET_ARN names (JSON `{ token, offlineCertificateSerial, offlineCertificateKey }`), read once
// per container while the function starts (top-level await); locally no secret is named and they come
// from KSEF_TOKEN and KSEF_OFFLINE_CERTIFICATE_* (the simulator's).

const readSecret = async (secretId: string): Promise<KsefSecret> => {
  const { SecretString } = await new SecretsManagerClient({}).send(
    new GetSecretValueCommand({ SecretId: secretId }),
  );
  const secret = ksefSecretSchema.safeParse(JSON.parse(SecretString ?? '{}'));
  if (!secret.success)
    throw new Error('The KSeF secret is not JSON { token, offlineCertificateSerial, offlineCertificateKey }');
  return secret.data;
};

const secretId = config('ksefSecret').KSEF_SECRET_ARN;

/** The KSeF secret from Secrets Manager, or undefined where none is configured (locally). */
export const ksefSecret = secretId ? await readSecret(secretId) : undefined;

/** The KSeF token: the secret's on AWS, KSEF_TOKEN locally. */
export const ksefToken = (): string | undefined => ksefSecret?.token ?? config('ksef').KSEF_TOKEN;

/** The offline certificate for KOD II: the secret's on AWS, the simulator's locally; none when unset. */
export const offlineCertificate = (): { serial: string; privateKey: string } | undefined => {
  if (ksefSecret)
    return { serial: ksefSecret.offlineCertificateSerial, privateKey: ksefSecret.offlineCertificateKey };
  const { KSEF_OFFLINE_CERTIFICATE_SERIAL: serial, KSEF_OFFLINE_CERTIFICATE_KEY: privateKey } =
    config('ksef');
  return serial && privateKey ? { serial, privateKey } : undefined;
};

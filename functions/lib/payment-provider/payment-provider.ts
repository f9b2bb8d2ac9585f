import { config } from '../config';
import { once } from '../once';
import type { PaymentProvider } from './port';
import { przelewy24Provider } from './przelewy24/przelewy24-provider';
import { secretKeys } from './przelewy24/secret-keys';

export type { PaymentProvider } from './port';
export { ProviderError } from './provider-error';

// The payment-provider port: the Przelewy24 adapter at PRZELEWY24_ENDPOINT, which is Przelewy24 on
// AWS (the default, keys from Secrets Manager) and the local sandbox on a laptop (README.md).

/** Fails with the variable's name when neither the secret nor the local keys are configured. */
const keys = () => {
  const { PRZELEWY24_CRC: crc, PRZELEWY24_API_KEY: apiKey } = config('przelewy24');
  if (secretKeys) return secretKeys;
  if (crc && apiKey) return { crc, apiKey };
  throw new Error(
    'Function configuration is missing or invalid: PRZELEWY24_SECRET_ARN or PRZELEWY24_CRC and PRZELEWY24_API_KEY',
  );
};

/** One provider per container, made on first use. */
export const paymentProvider: () => PaymentProvider = once(() => {
  const settings = config('przelewy24');
  return przelewy24Provider({
    endpoint: settings.PRZELEWY24_ENDPOINT,
    merchantId: settings.PRZELEWY24_MERCHANT_ID,
    posId: settings.PRZELEWY24_POS_ID,
    ...keys(),
  });
});

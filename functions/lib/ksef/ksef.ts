import { config } from '../config';
import { once } from '../once';
import { ksefClient } from './ksef-client';
import { ksefToken } from './ksef-secret';
import type { KsefPort } from './port';

/** The KSeF port from configuration, one per container; its token from Secrets Manager on AWS (ksef-secret.ts). */
export const ksef = once((): KsefPort => {
  const { KSEF_ENDPOINT } = config('ksef');
  return ksefClient({
    endpoint: KSEF_ENDPOINT,
    ksefToken: async () => {
      const token = ksefToken();
      if (!token) throw new Error('Function configuration is missing or invalid: KSEF_TOKEN');
      return token;
    },
  });
});

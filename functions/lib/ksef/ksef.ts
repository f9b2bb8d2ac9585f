import { config } from '../config';
import { once } from '../once';
import { ksefClient } from './ksef-client';
import type { KsefPort } from './port';

/**
 * The KSeF port from configuration, one per container. The KSeF token comes from `KSEF_TOKEN`
 * (locally the simulator's); reading it from Secrets Manager on AWS is still to be wired (README).
 */
export const ksef = once((): KsefPort => {
  const { KSEF_ENDPOINT, KSEF_TOKEN } = config('ksef');
  return ksefClient({
    endpoint: KSEF_ENDPOINT,
    ksefToken: async () => {
      if (!KSEF_TOKEN) throw new Error('Function configuration is missing or invalid: KSEF_TOKEN');
      return KSEF_TOKEN;
    },
  });
});

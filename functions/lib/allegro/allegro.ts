import { config } from '../config';
import { once } from '../once';
import { allegroOAuth } from './allegro-oauth';
import { allegroRest } from './allegro-rest';
import { type AllegroApplication, secretApplication } from './allegro-secret';
import type { AllegroAuthorisation, AllegroSeller } from './port';

// The Allegro port from configuration: the OAuth adapter at ALLEGRO_AUTHORITY and the REST adapter at
// ALLEGRO_ENDPOINT, which are Allegro on AWS (the defaults, the application from Secrets Manager) and
// the simulator on a laptop. The seller side takes the shop account's access token from its caller
// (the shop keeps the tokens in its table).

/** Fails with the variables' names when neither the secret nor the local application is configured. */
const application = (): AllegroApplication => {
  if (secretApplication) return secretApplication;
  const { ALLEGRO_CLIENT_ID: clientId, ALLEGRO_CLIENT_SECRET: clientSecret } = config('allegro');
  if (clientId && clientSecret) return { clientId, clientSecret };
  throw new Error(
    'Function configuration is missing or invalid: ALLEGRO_SECRET_ARN or ALLEGRO_CLIENT_ID and ALLEGRO_CLIENT_SECRET',
  );
};

/**
 * Within a route's 29 s whatever Allegro does (it answers within a second or two): three attempts of
 * 6 s, backoffs of 0.25 and 0.5 s, or `Retry-After` waits cut to 2 s (22 s at worst); a schedule's
 * run tries again at its next run.
 */
const patience = { timeoutMs: 6_000, attempts: 3, maxRetryAfterMs: 2_000 };

/** The device flow and the refresh grant with the shop's application, one per container. */
export const allegroAuthorisation: () => AllegroAuthorisation = once(() =>
  allegroOAuth({ authority: config('allegro').ALLEGRO_AUTHORITY, ...application(), ...patience }),
);

/** The seller side on the access token `accessToken` answers (asked once per attempt of each call). */
export const allegroSeller = (accessToken: () => Promise<string>): AllegroSeller =>
  allegroRest({ endpoint: config('allegro').ALLEGRO_ENDPOINT, accessToken, ...patience });

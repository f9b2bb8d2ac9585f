import * as z from 'zod/mini';
import { config } from '../config';
import { readJsonSecret } from '../json-secret';

// On AWS the shop's Allegro application (registered at apps.developer.allegro.pl as a device-flow
// application) is in Secrets Manager, in the secret ALLEGRO_SECRET_ARN names (`shop/allegro`, JSON
// `{ clientId, clientSecret }`). Read once per container as the function starts; locally no secret is
// named and they come from ALLEGRO_CLIENT_ID and ALLEGRO_CLIENT_SECRET (the simulator's application).

const secretSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    clientId: z.string().check(z.minLength(1)),
    clientSecret: z.string().check(z.minLength(1)),
  }),
);
export type AllegroApplication = z.infer<typeof secretSchema>;

const secretId = config('allegroSecret').ALLEGRO_SECRET_ARN;

/** The application from Secrets Manager, or undefined where no secret is configured (locally). */
export const secretApplication = secretId
  ? await readJsonSecret(secretId, secretSchema, 'JSON { clientId, clientSecret }')
  : undefined;

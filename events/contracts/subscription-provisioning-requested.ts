import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/**
 * A Microsoft 365 subscription's tenant was chosen: the `provision-subscription`
 * consumer provisions it at Partner Center; the customer's browsers (`user:<sub>`) see it processing.
 */
export const subscriptionProvisioningRequested = defineEvent({
  name: 'subscription.provisioning-requested',
  source: 'shop.csp',
  version: 1,
  data: z.lazy(() =>
    z.object({
      sub: z.string().check(z.minLength(1)),
      subscriptionId: z.string().check(z.minLength(1)),
      /** The configuration this provisioning serves; a later one makes this one stale. */
      configuration: z.int(),
    }),
  ),
});

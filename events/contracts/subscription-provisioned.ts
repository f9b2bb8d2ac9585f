import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/** Microsoft provisioned a subscription in the customer's tenant: pushed to the customer's browsers (`user:<sub>`). */
export const subscriptionProvisioned = defineEvent({
  name: 'subscription.provisioned',
  source: 'shop.csp',
  version: 1,
  data: z.lazy(() =>
    z.object({
      sub: z.string().check(z.minLength(1)),
      subscriptionId: z.string().check(z.minLength(1)),
      domain: z.string().check(z.minLength(1)),
    }),
  ),
});

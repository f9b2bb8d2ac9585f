import * as z from 'zod/mini';
import { languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * A subscription's provisioning finally failed and was compensated: the customer is
 * told by mail and in the browsers watching `user:<sub>`, and may choose the tenant again and retry;
 * the payment stays with the subscription.
 */
export const subscriptionProvisioningFailed = defineEvent({
  name: 'subscription.provisioning-failed',
  source: 'shop.csp',
  version: 1,
  data: z.lazy(() =>
    z.object({
      sub: z.string().check(z.minLength(1)),
      subscriptionId: z.string().check(z.minLength(1)),
      /** The error code of the failure. */
      failure: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      email: z.email(),
      language: z.enum(languages),
    }),
  ),
});

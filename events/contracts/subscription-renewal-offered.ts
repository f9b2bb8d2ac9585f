import * as z from 'zod/mini';
import { languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * Subscriptions that will not renew by themselves end soon (the renewal as a sales opportunity):
 * their customer is mailed the renewal link of the invoice that billed their term
 * (`/odnow/{invoiceGuid}/`), once per term.
 */
export const subscriptionRenewalOffered = defineEvent({
  name: 'subscription.renewal-offered',
  source: 'shop.csp',
  version: 1,
  data: z.lazy(() =>
    z.object({
      sub: z.string().check(z.minLength(1)),
      invoiceGuid: z.string().check(z.minLength(1)),
      /** The subscriptions' names, and the earliest end of their terms. */
      names: z.array(z.string().check(z.minLength(1))).check(z.minLength(1)),
      termEnd: z.iso.datetime(),
      email: z.email(),
      language: z.enum(languages),
    }),
  ),
});

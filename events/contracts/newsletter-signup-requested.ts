import * as z from 'zod/mini';
import { languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * Someone asked to subscribe an address to the newsletter: its owner gets a confirmation link, or, when
 * the address is subscribed already, a mail saying so (the caller is told neither).
 */
export const newsletterSignupRequested = defineEvent({
  name: 'newsletter.signup-requested',
  source: 'shop.cms',
  version: 1,
  data: z.lazy(() => z.object({ email: z.email(), language: z.enum(languages) })),
});

import * as z from 'zod/mini';
import { languages } from '#shared/locale';
import { defineEvent } from './define-event';

/** An address's owner confirmed the newsletter sign-up (double opt-in): it is subscribed from now on. */
export const newsletterSubscribed = defineEvent({
  name: 'newsletter.subscribed',
  source: 'shop.cms',
  version: 1,
  data: z.lazy(() => z.object({ email: z.email(), language: z.enum(languages) })),
});

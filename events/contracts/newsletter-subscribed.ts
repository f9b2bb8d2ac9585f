import * as z from 'zod/mini';
import { languages } from '../../shared/locale';
import { defineEvent } from './define-event';

/** A new newsletter subscriber was stored; the confirmation e-mail goes out in their language. */
export const newsletterSubscribed = defineEvent({
  name: 'newsletter.subscribed',
  source: 'shop.cms',
  version: 1,
  data: z.object({ email: z.email(), language: z.enum(languages) }),
});

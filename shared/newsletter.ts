import * as z from 'zod/mini';
import { languages } from './locale';
import { fieldMessages, messageKey } from './validation';

/** Newsletter sign-up: a valid e-mail and explicit consent (spec section 5). */
export const newsletterSignupSchema = z.strictObject({
  email: z.pipe(
    z.email(messageKey(fieldMessages.invalidEmail)).check(z.maxLength(254, fieldMessages.tooLong)),
    z.transform((email: string) => email.toLowerCase()),
  ),
  consent: z.literal(true, fieldMessages.consentRequired),
  language: z._default(z.enum(languages), 'pl'),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

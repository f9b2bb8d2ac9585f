import { z } from 'zod';
import { languages } from './locale';
import { fieldMessages, messageKey } from './validation';

/** Newsletter sign-up: a valid e-mail and explicit consent (spec section 5). */
export const newsletterSignupSchema = z.strictObject({
  email: z
    .email(messageKey(fieldMessages.invalidEmail))
    .max(254, { message: fieldMessages.tooLong })
    .transform((email) => email.toLowerCase()),
  consent: z.literal(true, { message: fieldMessages.consentRequired }),
  language: z.enum(languages).default('pl'),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

import * as z from 'zod/mini';
import { consentField, emailField, languageField } from './contact-fields';

/** Newsletter sign-up: a valid e-mail and explicit consent (spec section 5). */
export const newsletterSignupSchema = z.strictObject({
  email: emailField,
  consent: consentField,
  language: languageField,
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

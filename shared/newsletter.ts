import * as z from 'zod/mini';
import { consentField, emailField, languageField } from './contact-fields';
import { fieldMessages } from './validation';

/** Newsletter sign-up: a valid e-mail and explicit consent (spec section 5). */
export const newsletterSignupSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    email: emailField,
    consent: consentField,
    language: languageField,
  }),
);
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/**
 * Double opt-in: the sign-up mails a single-use link holding a random token (32 bytes, base64url); the
 * address is subscribed only when the link's page sends the token back within its lifetime.
 */
export const newsletterConfirmationSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    token: z.string(fieldMessages.required).check(z.regex(/^[A-Za-z0-9_-]{43}$/, fieldMessages.invalidValue)),
  }),
);
export type NewsletterConfirmation = z.infer<typeof newsletterConfirmationSchema>;

/** How long a confirmation link works. */
export const newsletterLinkLifetimeHours = 48;

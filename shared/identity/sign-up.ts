import * as z from 'zod/mini';
import { consentField, emailField, fullNameField, languageField, phoneField } from '../contact-fields';
import { partnerCodeField } from '../partners/partner-code';
import { signUpAccountTypes } from './account-types';
import { passwordField, passwordsMatch } from './password';

/**
 * Sign-up (spec section 5): terms and privacy consent required, marketing and SMS consents optional;
 * a business partner's code optional (empty, or well-formed).
 */
export const signUpSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      fullName: fullNameField,
      email: emailField,
      phone: phoneField,
      password: passwordField,
      repeatPassword: z.string(),
      accountType: z.enum(signUpAccountTypes),
      termsConsent: consentField,
      privacyConsent: consentField,
      marketingConsent: z._default(z.boolean(), false),
      smsConsent: z._default(z.boolean(), false),
      language: languageField,
      partnerCode: partnerCodeField,
    })
    .check(passwordsMatch('password', 'repeatPassword')),
);
export type SignUp = z.infer<typeof signUpSchema>;
export type SignUpInput = z.input<typeof signUpSchema>;

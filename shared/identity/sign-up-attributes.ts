import * as z from 'zod/mini';
import { emailField, fullNameField, phoneField } from '../contact-fields';
import { defaultLanguage, languages } from '../locale';
import { partnerCodeSchema } from '../partners/partner-code';
import { fieldMessages } from '../validation';
import { signUpAccountTypes } from './account-types';
import type { SignUp } from './sign-up';

// What a sign-up sends to Cognito. Attributes: only the standard ones the web client may write
// (`infra/wiring.ts` `userPool.writeAttributes`). Client metadata: the account type picked and the
// consents given, which no attribute holds, so a user can never rewrite them: the pre-sign-up trigger
// checks both (`signUpAttributesSchema`, `signUpMetadataSchema`) and records them in the table with
// the time and `consentTextVersion`; the post-confirmation trigger moves them into the client profile.
// A partner's code travels the same way and becomes the profile's referring partner.

export const consents = ['terms', 'privacy', 'marketing', 'sms'] as const;
export type Consent = (typeof consents)[number];

/**
 * Version of the consent texts on the sign-up form (web/public/i18n `auth.consent.*`), recorded with
 * every consent given. Raise it whenever those texts change.
 */
export const consentTextVersion = '2025-01';

/** The consents metadata value is a comma-separated list, e.g. `terms,privacy,sms`. */
export const consentsOf = (value: string | undefined): Set<Consent> =>
  new Set((value ?? '').split(',').filter((c): c is Consent => consents.includes(c as Consent)));

export const signUpAttributes = (form: SignUp): Record<string, string> => ({
  email: form.email,
  name: form.fullName,
  phone_number: form.phone,
  locale: form.language,
});

/** `ClientMetadata` of the `SignUp` call. */
export const signUpMetadata = (form: SignUp): Record<string, string> => ({
  accountType: form.accountType,
  consents: [
    'terms',
    'privacy',
    ...(form.marketingConsent ? ['marketing'] : []),
    ...(form.smsConsent ? ['sms'] : []),
  ].join(','),
  ...(form.partnerCode ? { partnerCode: form.partnerCode } : {}),
});

/** Cognito's own attributes (`sub`, `email_verified`, …) may accompany these; they are ignored. */
export const signUpAttributesSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    email: emailField,
    name: fullNameField,
    phone_number: phoneField,
    locale: z._default(z.catch(z.enum(languages), defaultLanguage), defaultLanguage),
  }),
);
export type SignUpAttributes = z.infer<typeof signUpAttributesSchema>;

export const signUpMetadataSchema = /* @__PURE__ */ z.lazy(() =>
  z.object({
    accountType: z.enum(signUpAccountTypes),
    consents: z.pipe(
      z.string().check(
        z.refine((value) => {
          const given = consentsOf(value);
          return given.has('terms') && given.has('privacy');
        }, fieldMessages.consentRequired),
      ),
      z.transform((value) => [...consentsOf(value)]),
    ),
    /** Well-formed or absent: a malformed one is refused (`invalid_partner_code`); an unknown one is ignored later. */
    partnerCode: z.optional(partnerCodeSchema),
  }),
);
export type SignUpMetadata = z.output<typeof signUpMetadataSchema>;

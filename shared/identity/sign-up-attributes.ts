import * as z from 'zod/mini';
import { emailField, fullNameField, phoneField } from '../contact-fields';
import { defaultLanguage, languages } from '../locale';
import { fieldMessages } from '../validation';
import { signUpAccountTypes } from './account-types';
import type { SignUp } from './sign-up';

// What a sign-up stores in Cognito: standard attributes plus `custom:accountType` and `custom:consents`
// (declared in infra/cdk/stateful-stack.ts). The site builds them with `signUpAttributes`; the
// pre-sign-up trigger re-validates them with `signUpAttributesSchema`; the post-confirmation trigger
// reads them to create the client profile. Attributes survive to every later trigger, client
// metadata does not, so nothing the profile needs travels in client metadata.

export const consents = ['terms', 'privacy', 'marketing', 'sms'] as const;
export type Consent = (typeof consents)[number];

/** `custom:consents` is a comma-separated list of the consents given, e.g. `terms,privacy,sms`. */
export const consentsOf = (value: string | undefined): Set<Consent> =>
  new Set((value ?? '').split(',').filter((c): c is Consent => consents.includes(c as Consent)));

export const signUpAttributes = (form: SignUp): Record<string, string> => ({
  email: form.email,
  name: form.fullName,
  phone_number: form.phone,
  locale: form.language,
  'custom:accountType': form.accountType,
  'custom:consents': [
    'terms',
    'privacy',
    ...(form.marketingConsent ? ['marketing'] : []),
    ...(form.smsConsent ? ['sms'] : []),
  ].join(','),
});

/** Cognito's own attributes (`sub`, `email_verified`, …) may accompany these; they are ignored. */
export const signUpAttributesSchema = z.object({
  email: emailField,
  name: fullNameField,
  phone_number: phoneField,
  locale: z._default(z.catch(z.enum(languages), defaultLanguage), defaultLanguage),
  'custom:accountType': z.enum(signUpAccountTypes),
  'custom:consents': z.string().check(
    z.refine((value) => {
      const given = consentsOf(value);
      return given.has('terms') && given.has('privacy');
    }, fieldMessages.consentRequired),
  ),
});
export type SignUpAttributes = z.infer<typeof signUpAttributesSchema>;

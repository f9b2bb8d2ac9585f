import type * as z from 'zod/mini';
import type { FieldError } from './errors';

// Field messages are stable keys, the same in the API's `fields` and the site's forms. Schemas use
// zod/mini (tree-shakable: a few KB in a bundle instead of hundreds).

export const fieldMessages = {
  required: 'required',
  invalidEmail: 'invalid_email',
  consentRequired: 'consent_required',
  tooLong: 'too_long',
  /** Control, bidi or unpaired surrogate characters in text (shared/text.ts). */
  invalidCharacters: 'invalid_characters',
  invalidValue: 'invalid_value',
  unknownField: 'unknown_field',
  duplicateValue: 'duplicate_value',
  /** Spec section 5: a search phrase has at least 2 characters. */
  phraseTooShort: 'phrase_too_short',
  /** Identity forms (spec section 5). */
  invalidPassword: 'invalid_password',
  passwordsNotIdentical: 'passwords_not_identical',
  invalidPhone: 'invalid_phone',
  invalidCode: 'invalid_code',
  invalidTaxNumber: 'invalid_tax_number',
  invalidZipCode: 'invalid_zip_code',
  /** The public register knows no company with this tax number. */
  companyNotFound: 'company_not_found',
  /** Spec sections 5 and 9: an Open licence's authorization number is exactly 15 digits. */
  invalidAuthorizationNumber: 'invalid_authorization_number',
  /** Spec section 5: a BLIK code is 6 digits (shared/payments/payment-input.ts). */
  blikCodeInvalid: 'blik_code_invalid',
  /** Spec section 5: a Microsoft 365 account's name has letters and digits only (shared/microsoft/tenant-name.ts). */
  tenantNameCharacters: 'tenant_name_characters',
  /** …and never contains the default domain. */
  tenantNameDefaultDomain: 'tenant_name_default_domain',
  /** Spec section 5: a subscription user's display name has no comma, ampersand or Polish letter (shared/microsoft/subscription-user.ts). */
  displayNameCharacters: 'display_name_characters',
  /** …and her login (the part before `@`) only what Microsoft Entra allows. */
  invalidLogin: 'invalid_login',
  /** Finance exports: a range ending after today, ending before it starts, over a year. */
  dateInFuture: 'date_in_future',
  rangeReversed: 'range_reversed',
  rangeTooLong: 'range_too_long',
  /** A blog article's translation that is not published (functions/use-cases/blog/link-translations.ts). */
  translationNotFound: 'translation_not_found',
  /**
   * Leasing and credit: a currency without the partner's offer, a value outside its bounds
   * (shared/financing/).
   */
  financingNotOffered: 'financing_not_offered',
  financingBelowMinimum: 'financing_below_minimum',
  financingAboveMaximum: 'financing_above_maximum',
  /** A partner's code is `P-` and six letters or digits (shared/partners/partner-code.ts). */
  invalidPartnerCode: 'invalid_partner_code',
} as const;
const knownMessages = new Set<string>(Object.values(fieldMessages));

const valueAt = (input: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    input,
  );

/**
 * Maps a zod error to field errors with stable message keys: a schema's own key when it set one,
 * `required` for a missing value, `unknown_field` for keys a strict object does not know, else
 * `invalid_value`.
 */
export const toFieldErrors = (error: z.core.$ZodError, input: unknown): FieldError[] =>
  error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        message: fieldMessages.unknownField,
      }));
    }
    if (knownMessages.has(issue.message)) return [{ path, message: issue.message }];
    if (valueAt(input, issue.path) === undefined) return [{ path, message: fieldMessages.required }];
    return [{ path, message: fieldMessages.invalidValue }];
  });

/** Schema parameter: a missing value reports `required`, any other bad value the given key. */
export const messageKey = (key: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? fieldMessages.required : key),
});

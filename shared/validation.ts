import type { z } from 'zod';
import type { FieldError } from './errors';

// Field messages are stable keys, the same in the API's `fields` and the site's forms.
export const fieldMessages = {
  required: 'required',
  invalidEmail: 'invalid_email',
  consentRequired: 'consent_required',
  tooLong: 'too_long',
  invalidValue: 'invalid_value',
  unknownField: 'unknown_field',
  duplicateValue: 'duplicate_value',
} as const;

/** Maps a zod error to field errors with stable message keys. */
export const toFieldErrors = (error: z.ZodError): FieldError[] =>
  error.issues.flatMap((issue) => {
    const path = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        path: path ? `${path}.${key}` : key,
        message: fieldMessages.unknownField,
      }));
    }
    const isKnownKey = Object.values(fieldMessages).includes(issue.message as never);
    if (isKnownKey) return [{ path, message: issue.message }];
    if (issue.code === 'invalid_type' && / received undefined$/.test(issue.message)) {
      return [{ path, message: fieldMessages.required }];
    }
    return [{ path, message: fieldMessages.invalidValue }];
  });

/** Schema option: a missing value reports `required`, any other bad value the given key. */
export const messageKey = (key: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? fieldMessages.required : key),
});

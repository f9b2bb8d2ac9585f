import * as z from 'zod/mini';
import { defaultLanguage, languages } from './locale';
import { fieldMessages, messageKey } from './validation';

// The fields every form that leaves an e-mail shares (newsletter, availability notification, delivery
// time question), so they validate and report the same way everywhere.

/** A valid e-mail, stored lower-cased. */
export const emailField = z.pipe(
  z.email(messageKey(fieldMessages.invalidEmail)).check(z.maxLength(254, fieldMessages.tooLong)),
  z.transform((email: string) => email.toLowerCase()),
);

/** Explicit consent: only `true` passes. */
export const consentField = z.literal(true, fieldMessages.consentRequired);

/** The language replies are written in. */
export const languageField = z._default(z.enum(languages), defaultLanguage);

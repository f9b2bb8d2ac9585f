import * as z from 'zod/mini';
import { defaultLanguage, languages } from './locale';
import { singleLineText } from './text';
import { fieldMessages, messageKey } from './validation';

// The fields every form that leaves an e-mail shares (newsletter, availability notification, delivery
// time question), so they validate and report the same way everywhere.

/** A valid e-mail, stored lower-cased. */
export const emailField = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.email(messageKey(fieldMessages.invalidEmail)).check(z.maxLength(254, fieldMessages.tooLong)),
    z.transform((email: string) => email.toLowerCase()),
  ),
);

/** Explicit consent: only `true` passes. */
export const consentField = /* @__PURE__ */ z.lazy(() => z.literal(true, fieldMessages.consentRequired));

/** The language replies are written in. */
export const languageField = /* @__PURE__ */ z.lazy(() => z._default(z.enum(languages), defaultLanguage));

const compactPhone = (phone: string) => phone.replace(/[\s().-]/g, '').replace(/^00/, '+');

/**
 * A phone number in international form (E.164, as Cognito's `phone_number` wants it): `+` or `00`,
 * then 7–15 digits; spaces, dashes, dots and brackets are dropped, so `+48 600 100 200` is stored as
 * `+48600100200`.
 */
export const phoneField = /* @__PURE__ */ z.lazy(() =>
  z.pipe(
    z.string(fieldMessages.required).check(
      z.minLength(1, fieldMessages.required),
      z.refine(
        (phone) => phone === '' || /^\+[1-9]\d{6,14}$/.test(compactPhone(phone)),
        fieldMessages.invalidPhone,
      ),
    ),
    z.transform(compactPhone),
  ),
);

/** A person's full name: one line of text, required, at most 128 characters. */
export const fullNameField = /* @__PURE__ */ z.lazy(() => singleLineText({ max: 128 }));

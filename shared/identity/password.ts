import * as z from 'zod/mini';
import { fieldMessages } from '../validation';

// The password rule of spec sections 5 and 9. The Cognito password policy (infra/wiring.ts) is built
// from it; the character classes are the ASCII ones Cognito checks, so both judge a password alike.

export const passwordRule = {
  minLength: 7,
  /** Cognito accepts up to 256; the spec's 255 is enforced by the forms and the API. */
  maxLength: 255,
  requireDigits: true,
  requireLowercase: true,
  requireUppercase: true,
  /** Special characters are only a hint (see `hasSpecialCharacter`). */
  requireSymbols: false,
} as const;

/** Cognito's special characters: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space. */
const specialCharacter = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** The hint shown beside the password field; never a reason to refuse. */
export const hasSpecialCharacter = (password: string): boolean => specialCharacter.test(password);

export const isValidPassword = (password: string): boolean =>
  password.length >= passwordRule.minLength &&
  password.length <= passwordRule.maxLength &&
  /[0-9]/.test(password) &&
  /[a-z]/.test(password) &&
  /[A-Z]/.test(password);

/** A new password: `required` when missing or empty, else `invalid_password` when it breaks the rule. */
export const passwordField = /* @__PURE__ */ z.lazy(() =>
  z.string(fieldMessages.required).check(
    z.minLength(1, fieldMessages.required),
    z.refine((password) => password === '' || isValidPassword(password), fieldMessages.invalidPassword),
  ),
);

/** A password typed to prove identity (sign-in, current password): only required and bounded. */
export const enteredPasswordField = /* @__PURE__ */ z.lazy(() =>
  z
    .string(fieldMessages.required)
    .check(z.minLength(1, fieldMessages.required), z.maxLength(256, fieldMessages.tooLong)),
);

/**
 * Object check: `repeat` must equal `password`, reported on `repeat` as `passwords_not_identical`.
 * It runs even when other fields fail, so a form shows every problem at once.
 */
export const passwordsMatch = <K extends string, R extends string>(password: K, repeat: R) =>
  z.refine<Record<K | R, string>>((value) => value[password] === value[repeat], {
    message: fieldMessages.passwordsNotIdentical,
    path: [repeat],
    when: ({ value }) => {
      const fields = value as Record<string, unknown> | null;
      return typeof fields?.[password] === 'string' && typeof fields?.[repeat] === 'string';
    },
  });

import * as z from 'zod/mini';
import { emailField } from '../contact-fields';
import { fieldMessages } from '../validation';
import { enteredPasswordField, passwordField, passwordsMatch } from './password';

// The password screens of spec section 2: reminder, reset with the mailed code, change.

/** Password reminder: the e-mail a reset code goes to. */
export const reminderSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ email: emailField }));
export type Reminder = z.infer<typeof reminderSchema>;

/** The 6-digit code Cognito mails for confirmation and reset. */
export const codeField = /* @__PURE__ */ z.lazy(() =>
  z.string(fieldMessages.required).check(
    z.trim(),
    z.minLength(1, fieldMessages.required),
    z.refine((code) => code === '' || /^\d{6}$/.test(code), fieldMessages.invalidCode),
  ),
);

/** Reset a forgotten password with the mailed code. */
export const resetPasswordSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      email: emailField,
      code: codeField,
      password: passwordField,
      repeatPassword: z.string(),
    })
    .check(passwordsMatch('password', 'repeatPassword')),
);
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** Change the password: the current one is required; success signs the user out (spec section 4). */
export const changePasswordSchema = /* @__PURE__ */ z.lazy(() =>
  z
    .strictObject({
      currentPassword: enteredPasswordField,
      newPassword: passwordField,
      repeatNewPassword: z.string(),
    })
    .check(passwordsMatch('newPassword', 'repeatNewPassword')),
);
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** Confirm the account with the code mailed after sign-up (`/potwierdz-konto/`). */
export const confirmAccountSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ email: emailField, code: codeField }),
);
export type ConfirmAccount = z.infer<typeof confirmAccountSchema>;

import * as z from 'zod/mini';
import { emailField } from '../contact-fields';
import { enteredPasswordField } from './password';
import { codeField } from './password-forms';

/** Sign-in: a valid e-mail and a password (spec section 5); the password rule is not re-checked. */
export const signInSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    email: emailField,
    password: enteredPasswordField,
  }),
);
export type SignIn = z.infer<typeof signInSchema>;

/** A staff member's second step: the 6-digit code of her authenticator app (TOTP). */
export const totpCodeSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ code: codeField }));

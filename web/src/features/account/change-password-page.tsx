import { useState } from 'react';
import { useIntl } from 'react-intl';
import { changePasswordSchema } from '#shared/identity/password-forms';
import { FormFooter, NewPasswordFields, TextField } from '../../components/fields';
import { RedirectCountdown } from '../../lib/form/redirect-countdown';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { usePageHead } from '../../lib/head';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { signOutEverywhere } from '../../lib/session/session';
import { RequireSignIn } from './require-sign-in';

/**
 * Change password (spec sections 2 and 4): success signs the user out (in every tab), then home in
 * 10 seconds; the countdown stays although the user is no longer signed in.
 */
export const ChangePasswordPage = () => {
  const intl = useIntl();
  const [done, setDone] = useState(false);
  const title = intl.formatMessage({ id: 'account.changePassword.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  const form = useSchemaForm(
    changePasswordSchema,
    { currentPassword: '', newPassword: '', repeatNewPassword: '' },
    async (data) => {
      const auth = await loadAuth();
      await auth
        .updatePassword({ oldPassword: data.currentPassword, newPassword: data.newPassword })
        .catch((error: unknown) => Promise.reject(authError(error, 'changePassword')));
      setDone(true);
      await signOutEverywhere();
    },
  );

  return (
    <section className="auth-page">
      <h1>{title}</h1>
      {done ? (
        <RedirectCountdown done="account.changePassword.done" />
      ) : (
        <RequireSignIn>
          <form className="auth-form" onSubmit={form.onSubmit} noValidate>
            <TextField
              form={form}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              label="account.changePassword.current"
            />
            <NewPasswordFields
              form={form}
              password="newPassword"
              repeat="repeatNewPassword"
              label="auth.newPassword"
            />
            <FormFooter form={form} submit="account.changePassword.submit" />
          </form>
        </RequireSignIn>
      )}
    </section>
  );
};

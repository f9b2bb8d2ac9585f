import { useState } from 'react';
import { resetPasswordSchema } from '#shared/identity/password-forms';
import { EmailCodeFields, FormFooter, NewPasswordFields } from '../../components/fields';
import { RedirectCountdown } from '../../lib/form/redirect-countdown';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { AuthLayout } from './auth-layout';
import { useQueryParam } from './query';

/**
 * Generate a new password with the mailed code (the spec's reset and generate paths); `?email=` and
 * `?code=` fill the form. Done: the home page in 10 seconds.
 */
export const PasswordResetPage = () => {
  const [done, setDone] = useState(false);
  const form = useSchemaForm(
    resetPasswordSchema,
    { email: useQueryParam('email'), code: useQueryParam('code'), password: '', repeatPassword: '' },
    async (data) => {
      const auth = await loadAuth();
      await auth
        .confirmResetPassword({
          username: data.email,
          confirmationCode: data.code,
          newPassword: data.password,
        })
        .catch((error: unknown) => Promise.reject(authError(error, 'reset')));
      setDone(true);
    },
  );

  return (
    <AuthLayout title="auth.reset.title" lead={done ? undefined : 'auth.reset.lead'}>
      {done ? (
        <RedirectCountdown done="auth.reset.done" />
      ) : (
        <form className="auth-form" onSubmit={form.onSubmit} noValidate>
          <EmailCodeFields form={form} email="email" code="code" />
          <NewPasswordFields
            form={form}
            password="password"
            repeat="repeatPassword"
            label="auth.newPassword"
          />
          <FormFooter form={form} submit="auth.reset.submit" />
        </form>
      )}
    </AuthLayout>
  );
};

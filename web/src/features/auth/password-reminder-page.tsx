import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { reminderSchema } from '#shared/identity/password-forms';
import { pathFor } from '#shared/routes';
import { FormFooter, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { AuthLayout } from './auth-layout';
import { useQueryParam, withQuery } from './query';

/** Password reminder (both of the spec's reminder paths): a reset code is mailed to the address. */
export const PasswordReminderPage = () => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const form = useSchemaForm(reminderSchema, { email: useQueryParam('email') }, async (data) => {
    const auth = await loadAuth();
    await auth
      // The code's e-mail comes in the page's language (the custom message trigger reads it).
      .resetPassword({ username: data.email, options: { clientMetadata: { language } } })
      .catch((error: unknown) => Promise.reject(authError(error, 'reminder')));
    navigate(withQuery(pathFor('passwordReset', language), { email: data.email }));
  });

  return (
    <AuthLayout title="auth.reminder.title" lead="auth.reminder.lead">
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <TextField form={form} name="email" type="email" autoComplete="username" label="auth.email" />
        <FormFooter form={form} submit="auth.reminder.submit" />
      </form>
      <p>
        <Link href={pathFor('signIn', language)}>
          <FormattedMessage id="header.signIn" />
        </Link>
      </p>
    </AuthLayout>
  );
};

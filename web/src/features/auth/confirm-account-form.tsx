import { FormattedMessage } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { confirmAccountSchema } from '#shared/identity/password-forms';
import { pathFor } from '#shared/routes';
import { EmailCodeFields, FormFooter } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { withQuery } from './query';

/** The code mailed after sign-up confirms the account; then the visitor signs in. */
export const ConfirmAccountForm = ({ email }: { email: string }) => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const form = useSchemaForm(confirmAccountSchema, { email, code: '' }, async (data) => {
    const auth = await loadAuth();
    await auth
      .confirmSignUp({ username: data.email, confirmationCode: data.code })
      .catch((error: unknown) => Promise.reject(authError(error, 'confirm')));
    navigate(withQuery(pathFor('signIn', language), { email: data.email, confirmed: '1' }));
  });

  return (
    <form className="auth-form" onSubmit={form.onSubmit} noValidate>
      <EmailCodeFields form={form} email="email" code="code" />
      <FormFooter form={form} submit="auth.confirm.submit" />
      <p>
        <Link href={pathFor('signIn', language)}>
          <FormattedMessage id="header.signIn" />
        </Link>
      </p>
    </form>
  );
};

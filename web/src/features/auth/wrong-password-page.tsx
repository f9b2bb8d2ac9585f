import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import { AuthLayout } from './auth-layout';
import { useQueryParam, withQuery } from './query';

/** The wrong password notice (spec section 2): try again, or have a new password sent. */
export const WrongPasswordPage = () => {
  const language = useLanguage();
  const email = useQueryParam('email');
  const params: Record<string, string> = email ? { email } : {};
  return (
    <AuthLayout title="auth.wrongPassword.title" lead="error.sign_in_failed">
      <p>
        <Link href={withQuery(pathFor('signIn', language), params)} className="button">
          <FormattedMessage id="auth.wrongPassword.retry" />
        </Link>{' '}
        <Link href={withQuery(pathFor('passwordReminder', language), params)}>
          <FormattedMessage id="auth.signIn.forgotPassword" />
        </Link>
      </p>
    </AuthLayout>
  );
};

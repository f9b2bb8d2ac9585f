import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { signInSchema } from '#shared/identity/sign-in';
import { pathFor } from '#shared/routes';
import { FormFooter, TextField } from '../../components/fields';
import { mergeBasketAtSignIn } from '../../lib/basket/merge-basket';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { refreshProfile } from '../../lib/session/session';
import { mergeSettingsAtSignIn } from '../../lib/session/settings-sync';
import { AuthLayout } from './auth-layout';
import { safeReturnPath, useQueryParam, withQuery } from './query';
import { ThirdPartySignIn } from './third-party-sign-in';
import { TotpStep } from './totp-step';

/** Sign-in with e-mail and password (USER_PASSWORD_AUTH); back to `?return=` or the account. */
export const SignInPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const returnTo = safeReturnPath(useQueryParam('return'));
  const email = useQueryParam('email');
  const confirmed = useQueryParam('confirmed') === '1';
  useEffect(() => void loadAuth().catch(() => undefined), []); // Warm up while the visitor types.

  // A staff member with an authenticator app is asked for its code before she is signed in.
  const [totpStep, setTotpStep] = useState(false);
  const signedIn = async () => {
    await refreshProfile();
    // The account keeps its settings; a failure here must not block signing in.
    await mergeSettingsAtSignIn().catch(() => undefined);
    // The guest's basket joins the account's once; its messages show over the next page.
    await mergeBasketAtSignIn(language).catch(() => undefined);
    navigate(returnTo ?? pathFor('account', language));
  };

  const form = useSchemaForm(signInSchema, { email, password: '' }, async (data) => {
    const auth = await loadAuth();
    try {
      const { nextStep } = await auth.signIn({
        username: data.email,
        password: data.password,
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      if (nextStep.signInStep === 'CONFIRM_SIGN_UP') {
        navigate(withQuery(pathFor('confirmAccount', language), { email: data.email }));
        return;
      }
      if (nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') {
        setTotpStep(true);
        return;
      }
    } catch (error) {
      // Already signed in (another tab): carry on with that session.
      if ((error as Error).name !== 'UserAlreadyAuthenticatedException') {
        const failure = authError(error, 'signIn');
        if (failure.code !== 'sign_in_failed') throw failure;
        navigate(withQuery(pathFor('wrongPassword', language), { email: data.email }));
        return;
      }
    }
    await signedIn();
  });
  if (totpStep) return <TotpStep onSignedIn={signedIn} />;

  return (
    <AuthLayout title="auth.signIn.title">
      {confirmed && (
        <p role="status" className="form-done">
          <FormattedMessage id="auth.signIn.confirmed" />
        </p>
      )}
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <TextField form={form} name="email" type="email" autoComplete="username" label="auth.email" />
        <TextField
          form={form}
          name="password"
          type="password"
          autoComplete="current-password"
          label="auth.password"
        />
        <FormFooter form={form} submit="auth.signIn.submit" />
      </form>
      <p>
        <Link href={pathFor('passwordReminder', language)}>
          <FormattedMessage id="auth.signIn.forgotPassword" />
        </Link>
      </p>
      <p>
        <FormattedMessage id="auth.signIn.noAccount" />{' '}
        <Link href={pathFor('signUp', language)}>{intl.formatMessage({ id: 'auth.signUp.title' })}</Link>
      </p>
      <ThirdPartySignIn />
    </AuthLayout>
  );
};

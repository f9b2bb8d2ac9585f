import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { type SignUp, signUpSchema } from '#shared/identity/sign-up';
import { signUpAttributes, signUpMetadata } from '#shared/identity/sign-up-attributes';
import { pathFor } from '#shared/routes';
import { CheckboxField, FormFooter, NewPasswordFields, PhoneField, TextField } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { useLanguage } from '../../lib/language-context';
import { keptReferralCode } from '../../lib/partner-referral';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { AuthLayout } from './auth-layout';
import { ConfirmAccountForm } from './confirm-account-form';

const ConsentLink = ({ route, children }: { route: 'terms' | 'privacy'; children: ReactNode }) => (
  <Link href={pathFor(route, useLanguage())}>{children}</Link>
);

/** Sign-up (spec sections 2 and 5), then the e-mail confirmation step on the same page. */
export const SignUpPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [signedUp, setSignedUp] = useState<string>();
  const form = useSchemaForm(
    signUpSchema,
    {
      fullName: '',
      email: '',
      phone: '',
      password: '',
      repeatPassword: '',
      accountType: 'private' as SignUp['accountType'],
      termsConsent: false,
      privacyConsent: false,
      marketingConsent: false,
      smsConsent: false,
      language,
      // A partner's referral link the visitor came by (first touch); she may type or clear it.
      partnerCode: keptReferralCode(),
    },
    async (data) => {
      const auth = await loadAuth();
      // The e-mail is the user name; the pre-sign-up trigger re-checks the attributes and records the
      // account type and consents sent as client metadata (no attribute the user could rewrite).
      const input = {
        username: data.email,
        password: data.password,
        options: { userAttributes: signUpAttributes(data), clientMetadata: signUpMetadata(data) },
      };
      await auth.signUp(input).catch((error: unknown) => Promise.reject(authError(error, 'signUp')));
      setSignedUp(data.email);
    },
  );

  if (signedUp) {
    return (
      <AuthLayout title="auth.confirm.title" lead="auth.signUp.codeSent">
        <ConfirmAccountForm email={signedUp} />
      </AuthLayout>
    );
  }

  const link = (route: 'terms' | 'privacy') => (chunks: ReactNode[]) => (
    <ConsentLink route={route}>{chunks}</ConsentLink>
  );
  return (
    <AuthLayout title="auth.signUp.title">
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <TextField form={form} name="fullName" autoComplete="name" label="auth.fullName" />
        <TextField form={form} name="email" type="email" autoComplete="email" label="auth.email" />
        <PhoneField form={form} name="phone" />
        <NewPasswordFields form={form} password="password" repeat="repeatPassword" label="auth.password" />
        <fieldset className="form-field">
          <legend>
            <FormattedMessage id="auth.accountType" />
          </legend>
          {(['private', 'business'] as const).map((type) => (
            <label key={type} className="consent">
              <input
                type="radio"
                name="accountType"
                checked={form.values.accountType === type}
                onChange={() => form.set('accountType', type)}
              />
              {intl.formatMessage({ id: `auth.accountType.${type}` })}
            </label>
          ))}
        </fieldset>
        <TextField
          form={form}
          name="partnerCode"
          autoComplete="off"
          label="auth.partnerCode"
          hint={<FormattedMessage id="auth.partnerCode.hint" />}
          maxLength={16}
        />
        <CheckboxField form={form} name="termsConsent">
          <FormattedMessage id="auth.consent.terms" values={{ link: link('terms') }} />
        </CheckboxField>
        <CheckboxField form={form} name="privacyConsent">
          <FormattedMessage id="auth.consent.privacy" values={{ link: link('privacy') }} />
        </CheckboxField>
        <CheckboxField form={form} name="marketingConsent">
          <FormattedMessage id="auth.consent.marketing" />
        </CheckboxField>
        <CheckboxField form={form} name="smsConsent">
          <FormattedMessage id="auth.consent.sms" />
        </CheckboxField>
        <FormFooter form={form} submit="auth.signUp.submit" />
      </form>
      <p>
        <FormattedMessage id="auth.signUp.haveAccount" />{' '}
        <Link href={pathFor('signIn', language)}>{intl.formatMessage({ id: 'header.signIn' })}</Link>
      </p>
    </AuthLayout>
  );
};

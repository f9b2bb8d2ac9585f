import { totpCodeSchema } from '#shared/identity/sign-in';
import { AuthenticatorCodeField, FormFooter } from '../../components/fields';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { AuthLayout } from './auth-layout';

/**
 * The second step of a staff member's sign-in (her staff rights need an authenticator app, TOTP:
 * functions/auth/README.md): the 6-digit code answers Cognito's challenge; a wrong or late code is the
 * form's error and may be typed again.
 */
export const TotpStep = ({ onSignedIn }: { onSignedIn: () => Promise<void> }) => {
  const form = useSchemaForm(totpCodeSchema, { code: '' }, async ({ code }) => {
    const auth = await loadAuth();
    try {
      await auth.confirmSignIn({ challengeResponse: code });
    } catch (error) {
      throw authError(error, 'confirm');
    }
    await onSignedIn();
  });
  return (
    <AuthLayout title="auth.totp.title">
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <AuthenticatorCodeField form={form} name="code" />
        <FormFooter form={form} submit="auth.totp.submit" />
      </form>
    </AuthLayout>
  );
};

import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import useSWR from 'swr';
import { totpCodeSchema } from '#shared/identity/sign-in';
import { AlertMessage } from '../../components/alert-message';
import { Button } from '../../components/button';
import { AuthenticatorCodeField, FormFooter } from '../../components/fields';
import { ModalDialog } from '../../components/modal-dialog';
import { type ApiError, messageIdOf } from '../../lib/api-client';
import { useSchemaForm } from '../../lib/form/use-schema-form';
import { usePageHead } from '../../lib/head';
import { authError } from '../../lib/session/auth-error';
import { loadAuth } from '../../lib/session/load-auth';
import { useProfile } from '../../lib/session/profile-store';
import { refreshProfile } from '../../lib/session/session';
import { useAction } from '../../lib/use-action';
import { groupedSecret } from './authenticator-secret';

type Auth = Awaited<ReturnType<typeof loadAuth>>;

// The QR encoder (the `qrcode` package) loads when she turns two-step sign-in on, not with every account screen.
const QrCodeSvg = lazy(() => import('./qr-code-svg').then((m) => ({ default: m.QrCodeSvg })));

/** An Amplify call; what it throws becomes the shop's error (`auth-error.ts`). */
const withAuth = async <T,>(call: (auth: Auth) => Promise<T>): Promise<T> => {
  try {
    return await call(await loadAuth());
  } catch (error) {
    throw authError(error, 'confirm');
  }
};

/** The new authenticator's secret and its `otpauth://` link, until a code confirms it. */
interface Setup {
  secret: string;
  uri: string;
}

/** Whether sign-in asks her for an authenticator app's code (Cognito's `GetUser`). */
const useTotpEnabled = (userId: string | undefined) =>
  useSWR<boolean, ApiError>(userId ? ['totpEnabled', userId] : null, async () => {
    const { enabled = [] } = await withAuth((auth) => auth.fetchMFAPreference());
    return enabled.includes('TOTP');
  });

/** The QR code and the secret for the app, then its first code, which turns two-step sign-in on. */
const SetupForm = ({ setup, onDone }: { setup: Setup; onDone: () => Promise<void> }) => {
  const intl = useIntl();
  const form = useSchemaForm(totpCodeSchema, { code: '' }, async ({ code }) => {
    await withAuth(async (auth) => {
      await auth.verifyTOTPSetup({ code });
      await auth.updateMFAPreference({ totp: 'PREFERRED' });
    });
    // A staff group joins the token only with TOTP on (functions/auth/README.md).
    await refreshProfile({ forceRefresh: true });
    await onDone();
  });
  return (
    <>
      <p>
        <FormattedMessage id="account.twoStep.scan" />
      </p>
      <Suspense fallback={<p aria-busy="true" className="loading" />}>
        <QrCodeSvg text={setup.uri} label={intl.formatMessage({ id: 'account.twoStep.qrLabel' })} />
      </Suspense>
      <p>
        <FormattedMessage id="account.twoStep.secret" /> <code>{groupedSecret(setup.secret)}</code>
      </p>
      <form className="auth-form" onSubmit={form.onSubmit} noValidate>
        <AuthenticatorCodeField form={form} name="code" />
        <FormFooter form={form} submit="account.twoStep.confirm" />
      </form>
    </>
  );
};

/**
 * `/ustawienia-konta/logowanie-dwuetapowe/`: whether sign-in asks for an authenticator app's code
 * (TOTP, which a staff group's rights need), turning it on with the app's first code and off after a
 * confirmation; Cognito's own API through Amplify.
 */
export const TwoStepSignInPage = () => {
  const intl = useIntl();
  const profile = useProfile();
  const { data: enabled, error, mutate } = useTotpEnabled(profile?.userId);
  const [setup, setSetup] = useState<Setup>();
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const { busy, failure, run } = useAction();
  const title = intl.formatMessage({ id: 'account.twoStep.title' });
  const shopName = intl.formatMessage({ id: 'app.name' });
  usePageHead({ title: `${title} – ${shopName}`, description: title });

  const turnOn = () =>
    run(async () => {
      const details = await withAuth((auth) => auth.setUpTOTP());
      const uri = details.getSetupUri(encodeURIComponent(shopName), encodeURIComponent(profile?.email ?? ''));
      setSetup({ secret: details.sharedSecret, uri: uri.href });
    });
  const turnedOn = async () => {
    setSetup(undefined);
    setJustTurnedOn(true);
    await mutate(true, { revalidate: false });
  };
  const turnOff = () =>
    run(async () => {
      await withAuth((auth) => auth.updateMFAPreference({ totp: 'DISABLED' }));
      setJustTurnedOn(false);
      await mutate(false, { revalidate: false });
      await refreshProfile({ forceRefresh: true });
    }).finally(() => setConfirmingOff(false));

  return (
    <section className="auth-page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="account.twoStep.lead" />
      </p>
      {setup ? (
        <SetupForm setup={setup} onDone={turnedOn} />
      ) : enabled ? (
        <>
          <p role="status">
            <FormattedMessage id={justTurnedOn ? 'account.twoStep.turnedOn' : 'account.twoStep.on'} />
          </p>
          <Button variant="secondary" busy={busy} onClick={() => setConfirmingOff(true)}>
            <FormattedMessage id="account.twoStep.turnOff" />
          </Button>
        </>
      ) : enabled === false ? (
        <>
          <p role="status">
            <FormattedMessage id="account.twoStep.off" />
          </p>
          <p className="form-hint">
            <FormattedMessage id="account.twoStep.staffNote" />
          </p>
          <Button busy={busy} onClick={() => void turnOn()}>
            <FormattedMessage id="account.twoStep.turnOn" />
          </Button>
        </>
      ) : (
        !error && <p aria-busy="true" className="loading" />
      )}
      <AlertMessage id={failure ?? (error && messageIdOf(error))} />
      {confirmingOff && (
        <ModalDialog title="account.twoStep.offTitle" onClose={() => setConfirmingOff(false)}>
          <p>
            <FormattedMessage id="account.twoStep.offText" />
          </p>
          <div className="modal__actions">
            <Button variant="secondary" onClick={() => setConfirmingOff(false)}>
              <FormattedMessage id="account.twoStep.keep" />
            </Button>
            <Button variant="danger" busy={busy} onClick={() => void turnOff()}>
              <FormattedMessage id="account.twoStep.offConfirm" />
            </Button>
          </div>
        </ModalDialog>
      )}
    </section>
  );
};

import { Amplify } from 'aws-amplify';
import type { ShopSettings } from '#shared/settings';
import { apiFetch } from '../api-client';

// Amplify's auth category, configured from the shop settings. Only the routes that need a session
// load this module (dynamic imports), so Amplify never weighs on the home page's first view.

export {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  fetchAuthSession,
  fetchMFAPreference,
  resendSignUpCode,
  resetPassword,
  setUpTOTP,
  signIn,
  signOut,
  signUp,
  updateMFAPreference,
  updatePassword,
  verifyTOTPSetup,
} from 'aws-amplify/auth';

let configured: Promise<void> | undefined;

const configure = async () => {
  const { auth } = await apiFetch<ShopSettings>('/api/common/settings');
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: auth.userPoolId,
        userPoolClientId: auth.clientId,
        // Locally the runtime's Cognito endpoint (it also answers GetTokensFromRefreshToken).
        ...(auth.endpoint ? { userPoolEndpoint: new URL(auth.endpoint, window.location.origin).href } : {}),
      },
    },
  });
};

/** Resolves once Amplify is configured; a failed attempt is retried by the next call. */
export const authReady = (): Promise<void> => {
  configured ??= configure().catch((error: unknown) => {
    configured = undefined;
    throw error;
  });
  return configured;
};

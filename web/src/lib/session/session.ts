import type { ClientProfile } from '#shared/identity/profile';
import { ApiError, apiFetch } from '../api-client';
import { clearOrderClientState } from '../order-client-storage';
import { profileFromClaims } from './claims';
import { loadAuth } from './load-auth';
import { profileStore } from './profile-store';
import { type SessionNoticeId, showSessionNotice } from './session-notice';
import { type StoredIdToken, storedIdToken } from './stored-id-token';
import { announceSignOut } from './tab-sign-out';

// The signed-in session on top of Amplify: tokens for protected calls, the stored profile kept in step
// with them, sign-out in every tab. Loaded by the routes that need a session, never the first view.

/**
 * The session's ID token: the stored one while it is valid (stored-id-token.ts), else Amplify's,
 * refreshed when due; `undefined` when there is no valid session.
 */
const currentTokens = async (forceRefresh = false): Promise<{ idToken?: StoredIdToken } | undefined> => {
  const stored = forceRefresh ? undefined : storedIdToken();
  if (stored) return { idToken: stored };
  const { fetchAuthSession } = await loadAuth();
  return (await fetchAuthSession({ forceRefresh })).tokens;
};

/** Drops the user's data from this browser (spec section 4: sign-out resets order and user data). */
export const endSession = (notice?: SessionNoticeId) => {
  profileStore.write(null);
  clearOrderClientState();
  showSessionNotice(notice);
};

const sessionExpired = () => {
  endSession('error.session_expired');
  return new ApiError('session_expired', 401);
};

const withToken = (init: RequestInit, token: { toString(): string }): RequestInit => ({
  ...init,
  headers: { ...init.headers, authorization: `Bearer ${token.toString()}` },
});

/** An API call as the signed-in user: the ID token (claims include e-mail and groups) as Bearer. */
export const authorizedFetch = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const token = (await currentTokens())?.idToken;
  if (!token) throw sessionExpired();
  try {
    return await apiFetch<T>(path, withToken(init, token));
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) throw sessionExpired();
    throw error;
  }
};

/**
 * Stores the profile of the session Amplify holds (after sign-in, on expiry, after a change of
 * account type with `forceRefresh`). No session (the refresh token expired or was revoked): "session
 * expired"; the shop unreachable: "user data refresh failed", the stored copy left as it is.
 */
export const refreshProfile = async ({ forceRefresh = false } = {}) => {
  let tokens: Awaited<ReturnType<typeof currentTokens>>;
  try {
    tokens = await currentTokens(forceRefresh);
  } catch {
    showSessionNotice('error.user_data_refresh_failed');
    return;
  }
  if (!tokens?.idToken) {
    endSession('error.session_expired');
    return;
  }
  const profile = await apiFetch<ClientProfile>(
    '/api/clients/me/profile',
    withToken({}, tokens.idToken),
  ).catch(() => undefined);
  profileStore.write(profileFromClaims(tokens.idToken.payload, profile, Date.now()));
};

/** The session's ID token as text (the live WebSocket's `?token=`); `undefined` without a session. */
export const currentIdToken = async (): Promise<string | undefined> =>
  (await currentTokens().catch(() => undefined))?.idToken?.toString();

/** Checks that the stored profile still has a session behind it (pages that show account-only parts). */
export const verifySession = async () => {
  if (!(await currentTokens().catch(() => true))) endSession('error.session_expired');
};

/** Signs out here and in every other tab. */
export const signOutEverywhere = async () => {
  const { signOut } = await loadAuth();
  await signOut().catch(() => undefined); // Local tokens are cleared even when Cognito is unreachable.
  endSession();
  announceSignOut();
};

import { useEffect } from 'react';
import { useStored } from '../browser-store';
import { clearOrderClientState } from '../order-client-storage';
import { profileStore } from './profile-store';
import { showSessionNotice } from './session-notice';
import { onSignOutElsewhere } from './tab-sign-out';

const refresh = () => void import('./session').then((session) => session.refreshProfile());

/**
 * Run once by the app shell: follows sign-outs of other tabs, and refreshes the stored profile when
 * it expires (loading the session code only for a signed-in visitor).
 */
export const useSessionKeeper = () => {
  const profile = useStored(profileStore);
  useEffect(
    () =>
      onSignOutElsewhere(() => {
        profileStore.write(null);
        clearOrderClientState();
        showSessionNotice('session.signedOutElsewhere');
      }),
    [],
  );
  useEffect(() => {
    if (!profile) return;
    const wait = Date.parse(profile.expirationDateTime) - Date.now();
    if (wait <= 0) return refresh();
    const timer = setTimeout(refresh, Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [profile]);
};

/** For pages with account-only parts: checks, lazily, that a stored profile still has a session. */
export const useVerifiedSession = () => {
  const userId = useStored(profileStore)?.userId;
  useEffect(() => {
    if (userId) void import('./session').then((session) => session.verifySession());
  }, [userId]);
};

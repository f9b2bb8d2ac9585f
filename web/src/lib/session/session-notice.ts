import { useSyncExternalStore } from 'react';

// Why the visitor is no longer signed in (spec section 8): signed out in another tab, session expired,
// user data refresh failed. A message id shown once by the app shell until dismissed or replaced.

export type SessionNoticeId =
  | 'session.signedOutElsewhere'
  | 'error.session_expired'
  | 'error.user_data_refresh_failed';

let notice: SessionNoticeId | undefined;
const listeners = new Set<() => void>();

export const showSessionNotice = (next: SessionNoticeId | undefined) => {
  notice = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSessionNotice = () =>
  useSyncExternalStore(
    subscribe,
    () => notice,
    () => undefined,
  );

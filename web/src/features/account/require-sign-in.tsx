import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { useVerifiedSession } from '../../lib/session/use-session-keeper';

/** Account pages are for signed-in users: a guest goes to sign-in, coming back here afterwards. */
export const RequireSignIn = ({ children }: { children: ReactNode }) => {
  const language = useLanguage();
  const [location, navigate] = useLocation();
  const profile = useProfile();
  useVerifiedSession();
  useEffect(() => {
    if (!profile) {
      navigate(`${pathFor('signIn', language)}?${new URLSearchParams({ return: location })}`, {
        replace: true,
      });
    }
  }, [profile, language, location, navigate]);
  return profile ? children : null;
};

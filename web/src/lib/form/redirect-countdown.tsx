import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../language-context';

/** Spec section 9: after a password is set, the home page follows in 10 seconds. */
export const redirectSeconds = 10;

/** `done` (a message id) and a countdown to the home page, which then opens. */
export const RedirectCountdown = ({ done }: { done: string }) => {
  const language = useLanguage();
  const [, navigate] = useLocation();
  const [left, setLeft] = useState(redirectSeconds);
  const home = pathFor('home', language);

  useEffect(() => {
    const timer = setInterval(() => setLeft((seconds) => Math.max(seconds - 1, 0)), 1000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) navigate(home);
  }, [left, home, navigate]);

  return (
    <div role="status" className="auth-done">
      <p>
        <FormattedMessage id={done} />
      </p>
      <p>
        <FormattedMessage id="auth.redirectHome" values={{ seconds: left }} />
      </p>
    </div>
  );
};

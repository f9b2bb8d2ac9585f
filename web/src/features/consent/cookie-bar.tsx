import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { useStored } from '../../lib/browser-store';
import { useLanguage } from '../../lib/language-context';
import { consentStore } from './consent-store';

export const CookieBar = () => {
  const consent = useStored(consentStore);
  const language = useLanguage();
  const id = useId();
  const [analytics, setAnalytics] = useState(false);
  const [marketing, setMarketing] = useState(false);
  if (consent.accepted) return null;

  const decide = (choice: { analytics: boolean; marketing: boolean }) =>
    consentStore.write({ accepted: true, ...choice, decidedAt: new Date().toISOString() });

  return (
    <section className="cookie-bar" aria-labelledby={`${id}-text`}>
      <p id={`${id}-text`}>
        <FormattedMessage id="cookies.text" />{' '}
        <Link href={pathFor('cookiePolicy', language)}>
          <FormattedMessage id="cookies.policy" />
        </Link>
      </p>
      <div className="cookie-bar__choices">
        <label>
          <input type="checkbox" checked={analytics} onChange={(e) => setAnalytics(e.target.checked)} />
          <FormattedMessage id="cookies.analytics" />
        </label>
        <label>
          <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} />
          <FormattedMessage id="cookies.marketing" />
        </label>
      </div>
      <div className="cookie-bar__actions">
        <Button variant="secondary" onClick={() => decide({ analytics, marketing })}>
          <FormattedMessage id="cookies.acceptSelected" />
        </Button>
        <Button onClick={() => decide({ analytics: true, marketing: true })}>
          <FormattedMessage id="cookies.acceptAll" />
        </Button>
      </div>
    </section>
  );
};

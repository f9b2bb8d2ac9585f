import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { accountTypeIds } from '#shared/identity/account-types';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { signOutEverywhere } from '../../lib/session/session';

/**
 * `/ustawienia-konta/`: who is signed in, the partner's and staff's screens she may open, sign-out; the
 * account's sections are in the account area's navigation (components/account-layout.tsx).
 */
export const AccountPage = () => {
  const intl = useIntl();
  const language = useLanguage();
  const [, navigate] = useLocation();
  const profile = useProfile();
  const title = intl.formatMessage({ id: 'account.title' });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (!profile) return null;

  return (
    <section className="account-page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="account.signedInAs" values={{ name: profile.name, email: profile.email }} />
      </p>
      <p>
        <FormattedMessage
          id={profile.accountTypeId === 2 ? 'account.type.private' : 'account.type.business'}
        />
      </p>
      {profile.accountTypeId === accountTypeIds.partner && (
        <p className="account-staff">
          <Link href={pathFor('partnerDashboard', language)}>
            <FormattedMessage id="partner.nav" />
          </Link>
        </p>
      )}
      {profile.groups.includes('operations') && (
        <p className="account-staff">
          <Link href={pathFor('staffOrders', language)}>
            <FormattedMessage id="account.operations" />
          </Link>
        </p>
      )}
      {profile.groups.includes('content') && (
        <p className="account-staff">
          <Link href={pathFor('contentArticles', language)}>
            <FormattedMessage id="account.content" />
          </Link>
        </p>
      )}
      {profile.groups.includes('finance') && (
        <p className="account-staff">
          <Link href={pathFor('financeExports', language)}>
            <FormattedMessage id="finance.title" />
          </Link>
        </p>
      )}
      <Button
        variant="secondary"
        onClick={() => {
          navigate(pathFor('home', language));
          void signOutEverywhere();
        }}
      >
        <FormattedMessage id="header.signOut" />
      </Button>
    </section>
  );
};

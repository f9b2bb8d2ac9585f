import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'wouter';
import { accountTypeIds } from '#shared/identity/account-types';
import { pathFor } from '#shared/routes';
import { Button } from '../../components/button';
import { usePageHead } from '../../lib/head';
import { useLanguage } from '../../lib/language-context';
import { useProfile } from '../../lib/session/profile-store';
import { signOutEverywhere } from '../../lib/session/session';

/** The account area's pages (spec section 2) with their titles. */
const accountLinks = [
  ['accountDashboard', 'dashboard.title'],
  ['accountSubscriptions', 'microsoft.subscriptions.title'],
  ['accountSubscriptionAddAccount', 'microsoft.addAccount.title'],
  ['accountOrderHistory', 'orders.history.title'],
  ['payments', 'payments.due.title'],
  ['accountInvoices', 'invoices.title'],
  ['accountPaymentHistory', 'payments.history.title'],
  ['accountPaymentCards', 'cards.title'],
  ['accountEditData', 'account.editData.title'],
  ['accountChangePassword', 'account.changePassword.title'],
  ['accountTwoStepSignIn', 'account.twoStep.title'],
] as const;

/** `/ustawienia-konta/`: who is signed in, links to the settings, sign-out. */
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
      <ul className="account-links">
        {accountLinks.map(([route, title]) => (
          <li key={route}>
            <Link href={pathFor(route, language)}>
              <FormattedMessage id={title} />
            </Link>
          </li>
        ))}
      </ul>
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

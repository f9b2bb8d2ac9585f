import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { pathFor, type RouteKey } from '#shared/routes';
import { useLanguage, useRouteMatch } from '../lib/language-context';
import { useProfile } from '../lib/session/profile-store';
import { SideNav, type SideNavGroup } from './side-nav';

// The account area's frame (styles/components.css `.account-layout`): its sections in a side
// navigation beside the screen (a menu on a narrow screen), the screen taking the rest of the width.
// The app puts every account screen in it; the navigation shows only to a signed-in customer.

/** Each section: its route, its title (a message id) and the routes under it (marked as its). */
const sections: readonly {
  group: string;
  route: RouteKey;
  title: string;
  under?: readonly RouteKey[];
}[] = [
  { group: 'overview', route: 'account', title: 'account.title' },
  { group: 'overview', route: 'accountDashboard', title: 'dashboard.title' },
  {
    group: 'microsoft',
    route: 'accountSubscriptions',
    title: 'microsoft.subscriptions.title',
    under: [
      'accountSubscriptionOrder',
      'subscriptionOrders',
      'accountSubscriptionConfiguration',
      'accountSubscriptionConfigurationSummary',
      'accountSubscriptionDetails',
      'accountSubscriptionAddLicences',
      'accountSubscriptionRenewLicences',
      'accountSubscriptionRenewLicencesMonthly',
      'renewal',
    ],
  },
  {
    group: 'microsoft',
    route: 'accountSubscriptionAddAccount',
    title: 'microsoft.addAccount.title',
    under: ['mca'],
  },
  {
    group: 'shopping',
    route: 'accountOrderHistory',
    title: 'orders.history.title',
    under: ['accountOrderDetails'],
  },
  { group: 'shopping', route: 'payments', title: 'payments.due.title' },
  { group: 'shopping', route: 'accountPaymentHistory', title: 'payments.history.title' },
  { group: 'shopping', route: 'accountInvoices', title: 'invoices.title' },
  { group: 'shopping', route: 'accountPaymentCards', title: 'cards.title' },
  { group: 'settings', route: 'accountEditData', title: 'account.editData.title' },
  { group: 'settings', route: 'accountChangePassword', title: 'account.changePassword.title' },
  { group: 'settings', route: 'accountTwoStepSignIn', title: 'account.twoStep.title' },
];

const groups = ['overview', 'microsoft', 'shopping', 'settings'] as const;

export const AccountLayout = ({ children }: { children: ReactNode }) => {
  const intl = useIntl();
  const language = useLanguage();
  const shown = useRouteMatch()?.key;
  const profile = useProfile();
  const current = sections.find(({ route, under }) => route === shown || under?.includes(shown as RouteKey));
  const navGroups: SideNavGroup[] = groups.map((group) => ({
    key: group,
    ...(group === 'overview' ? {} : { title: <FormattedMessage id={`account.nav.${group}`} /> }),
    items: sections
      .filter((section) => section.group === group)
      .map((section) => ({
        key: section.route,
        href: pathFor(section.route, language),
        label: <FormattedMessage id={section.title} />,
        current: section === current,
      })),
  }));
  // The same tree signed in or not, so a screen keeps its state when the customer signs out there
  // (the password changed: its message and countdown stay).
  return (
    <div className={profile ? 'account-layout' : 'account-layout account-layout--bare'}>
      {profile && (
        <SideNav
          label={intl.formatMessage({ id: 'account.nav.label' })}
          toggleLabel={
            <>
              <span className="side-nav__toggle-name">
                <FormattedMessage id="account.nav.toggle" />
              </span>{' '}
              {current && (
                <span className="side-nav__toggle-current">
                  <FormattedMessage id={current.title} />
                </span>
              )}
            </>
          }
          groups={navGroups}
        />
      )}
      <div className="account-layout__content">{children}</div>
    </div>
  );
};

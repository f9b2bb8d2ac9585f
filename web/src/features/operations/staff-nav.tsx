import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';

const screens = [
  ['staffOrders', 'staff.nav.orders'],
  ['staffRequests', 'staff.nav.requests'],
  ['staffCustomers', 'staff.nav.customers'],
  ['staffPartners', 'staff.nav.partners'],
  ['staffAllegro', 'staff.nav.allegro'],
] as const;

/** The operations back office's screens, the one shown marked. */
export const StaffNav = ({ current }: { current: (typeof screens)[number][0] }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <nav className="staff-nav" aria-label={intl.formatMessage({ id: 'staff.nav.label' })}>
      {screens.map(([route, label]) => (
        <Link
          key={route}
          href={pathFor(route, language)}
          aria-current={route === current ? 'page' : undefined}
        >
          <FormattedMessage id={label} />
        </Link>
      ))}
    </nav>
  );
};

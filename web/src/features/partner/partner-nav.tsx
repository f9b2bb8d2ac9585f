import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathFor } from '#shared/routes';
import { useLanguage } from '../../lib/language-context';
/** The portal's screens, one route each (shared/routes.ts). */
export type PartnerRouteKey = 'partnerDashboard' | 'partnerPriceList' | 'partnerOrders';

const links: PartnerRouteKey[] = ['partnerDashboard', 'partnerPriceList', 'partnerOrders'];

/** The portal's three screens, the current one marked. */
export const PartnerNav = ({ current }: { current: PartnerRouteKey }) => {
  const intl = useIntl();
  const language = useLanguage();
  return (
    <nav className="partner-nav" aria-label={intl.formatMessage({ id: 'partner.nav' })}>
      <ul>
        {links.map((key) => (
          <li key={key}>
            <Link href={pathFor(key, language)} aria-current={key === current ? 'page' : undefined}>
              {intl.formatMessage({ id: `partner.nav.${key}` })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};

import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { accountTypeIds } from '#shared/identity/account-types';
import type { PartnerView } from '#shared/partners/partner-portal';
import { ErrorPage } from '../../components/error-page';
import { MessagePage } from '../../components/message-page';
import { NoAccessPage } from '../../components/no-access-page';
import { usePageHead } from '../../lib/head';
import { useProfile } from '../../lib/session/profile-store';
import { usePartner } from './api/partner-api';
import { PartnerDashboardPage } from './partner-dashboard-page';
import { PartnerNav, type PartnerRouteKey } from './partner-nav';
import { PartnerOrdersPage } from './partner-orders-page';
import { PartnerPriceListPage } from './partner-price-list-page';

export type { PartnerRouteKey };

const screens: Record<PartnerRouteKey, (props: { partner: PartnerView }) => ReactElement> = {
  partnerDashboard: PartnerDashboardPage,
  partnerPriceList: PartnerPriceListPage,
  partnerOrders: PartnerOrdersPage,
};

const PartnerArea = ({ routeKey }: { routeKey: PartnerRouteKey }) => {
  const intl = useIntl();
  const { data: partner, error, mutate } = usePartner();
  const title = intl.formatMessage({ id: `partner.title.${routeKey}` });
  usePageHead({ title: `${title} – ${intl.formatMessage({ id: 'app.name' })}`, description: title });
  if (error?.code === 'partner_suspended')
    return <MessagePage title="partner.suspended.title" text="partner.suspended.text" />;
  if (error?.status === 403) return <NoAccessPage />;
  if (error && !partner) return <ErrorPage onRetry={() => void mutate()} />;
  const Screen = screens[routeKey];
  return (
    <section className="account-page partner-page">
      <h1 id="partner-heading">{title}</h1>
      <PartnerNav current={routeKey} />
      {partner ? <Screen partner={partner} /> : <p aria-busy="true" className="loading" />}
    </section>
  );
};

/**
 * The business partners' portal under `/partner/`, one lazy chunk behind sign-in
 * (`app/screens.tsx`): a signed-in user whose account type is not partner sees the no-access page,
 * and so does anyone the API refuses; a partner the staff suspended is told so.
 */
export const PartnerRoute = ({ routeKey }: { routeKey: PartnerRouteKey }) => {
  const profile = useProfile();
  return profile?.accountTypeId === accountTypeIds.partner ? (
    <PartnerArea routeKey={routeKey} />
  ) : (
    <NoAccessPage />
  );
};

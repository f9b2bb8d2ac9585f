import { AddAccountPage } from './add-account-page';
import { AddLicencesPage } from './add-licences-page';
import { AgreementPage } from './agreement-page';
import { ConfigurationPage } from './configuration-page';
import { ConfigurationSummaryPage } from './configuration-summary-page';
import { DashboardPage } from './dashboard-page';
import { RenewLicencesPage } from './renew-licences-page';
import { RenewalOfferPage } from './renewal-offer-page';
import { SubscriptionDetailsPage } from './subscription-details-page';
import { SubscriptionOrdersPage } from './subscription-orders-page';
import { SubscriptionsPage } from './subscriptions-page';

export type MicrosoftRouteKey =
  | 'accountDashboard'
  | 'accountSubscriptions'
  | 'accountSubscriptionOrder'
  | 'subscriptionOrders'
  | 'accountSubscriptionAddAccount'
  | 'accountSubscriptionConfiguration'
  | 'accountSubscriptionConfigurationSummary'
  | 'accountSubscriptionDetails'
  | 'accountSubscriptionAddLicences'
  | 'accountSubscriptionRenewLicences'
  | 'accountSubscriptionRenewLicencesMonthly'
  | 'mca'
  | 'renewal';

/** The Microsoft 365 screens (issue 15): one lazy route chunk; the app puts them behind sign-in. */
export const MicrosoftRoute = ({
  routeKey,
  params,
}: {
  routeKey: MicrosoftRouteKey;
  params: Readonly<Record<string, string | undefined>>;
}) => {
  const subscriptionId = params.subscriptionId ?? '';
  switch (routeKey) {
    case 'accountDashboard':
      return <DashboardPage />;
    case 'accountSubscriptions':
      return <SubscriptionsPage />;
    case 'accountSubscriptionOrder':
    case 'subscriptionOrders':
      return <SubscriptionOrdersPage />;
    case 'accountSubscriptionAddAccount':
      return <AddAccountPage />;
    case 'accountSubscriptionConfiguration':
      return <ConfigurationPage key={subscriptionId} subscriptionId={subscriptionId} />;
    case 'accountSubscriptionConfigurationSummary':
      return <ConfigurationSummaryPage key={subscriptionId} subscriptionId={subscriptionId} />;
    case 'accountSubscriptionDetails':
      return (
        <SubscriptionDetailsPage
          key={subscriptionId}
          subscriptionId={subscriptionId}
          enableRecurring={params.enableRecurring}
        />
      );
    case 'accountSubscriptionAddLicences':
      return <AddLicencesPage key={subscriptionId} subscriptionId={subscriptionId} />;
    case 'accountSubscriptionRenewLicences':
    case 'accountSubscriptionRenewLicencesMonthly':
      return <RenewLicencesPage key={subscriptionId} subscriptionId={subscriptionId} />;
    case 'mca':
      return <AgreementPage accountId={params.id ?? ''} tenantId={params.tenantId ?? ''} />;
    case 'renewal':
      return <RenewalOfferPage key={params.invoiceGuid} guid={params.invoiceGuid ?? ''} />;
  }
};

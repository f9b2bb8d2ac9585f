import type { ComponentType, ReactElement } from 'react';
import { AddAccountPage } from './add-account-page';
import { AddLicencesPage } from './add-licences-page';
import { AgreementPage } from './agreement-page';
import { ConfigurationPage } from './configuration-page';
import { ConfigurationSummaryPage } from './configuration-summary-page';
import { RenewLicencesPage } from './renew-licences-page';
import { RenewalOfferPage } from './renewal-offer-page';
import { SubscriptionOrdersPage } from './subscription-orders-page';

export type MicrosoftRouteKey =
  | 'accountSubscriptionOrder'
  | 'subscriptionOrders'
  | 'accountSubscriptionAddAccount'
  | 'accountSubscriptionConfiguration'
  | 'accountSubscriptionConfigurationSummary'
  | 'accountSubscriptionAddLicences'
  | 'accountSubscriptionRenewLicences'
  | 'accountSubscriptionRenewLicencesMonthly'
  | 'mca'
  | 'renewal';

type RouteParams = Readonly<Record<string, string | undefined>>;

/** A screen of one subscription: remounted when the address names another. */
const ofSubscription =
  (Page: ComponentType<{ subscriptionId: string }>) =>
  ({ subscriptionId = '' }: RouteParams) => <Page key={subscriptionId} subscriptionId={subscriptionId} />;

const screens: Record<MicrosoftRouteKey, (params: RouteParams) => ReactElement> = {
  accountSubscriptionOrder: () => <SubscriptionOrdersPage />,
  subscriptionOrders: () => <SubscriptionOrdersPage />,
  accountSubscriptionAddAccount: () => <AddAccountPage />,
  accountSubscriptionConfiguration: ofSubscription(ConfigurationPage),
  accountSubscriptionConfigurationSummary: ofSubscription(ConfigurationSummaryPage),
  accountSubscriptionAddLicences: ofSubscription(AddLicencesPage),
  accountSubscriptionRenewLicences: ofSubscription(RenewLicencesPage),
  accountSubscriptionRenewLicencesMonthly: ofSubscription(RenewLicencesPage),
  mca: ({ id = '', tenantId = '' }) => <AgreementPage accountId={id} tenantId={tenantId} />,
  renewal: ({ invoiceGuid }) => <RenewalOfferPage key={invoiceGuid} guid={invoiceGuid ?? ''} />,
};

/**
 * The Microsoft 365 screens but the dashboard, the subscriptions list and a subscription's details
 * (each a chunk of its own, web/src/app/screens.tsx): one lazy route chunk; the app puts them behind
 * sign-in.
 */
export const MicrosoftRoute = ({ routeKey, params }: { routeKey: MicrosoftRouteKey; params: RouteParams }) =>
  screens[routeKey](params);

import { AddAccountPage } from './add-account-page';
import { AgreementPage } from './agreement-page';

export type MicrosoftRouteKey = 'accountSubscriptionAddAccount' | 'mca';

/** The Microsoft 365 screens (issue 15): one lazy route chunk; the app puts them behind sign-in. */
export const MicrosoftRoute = ({
  routeKey,
  params,
}: {
  routeKey: MicrosoftRouteKey;
  params: Readonly<Record<string, string | undefined>>;
}) =>
  routeKey === 'mca' ? (
    <AgreementPage accountId={params.id ?? ''} tenantId={params.tenantId ?? ''} />
  ) : (
    <AddAccountPage />
  );

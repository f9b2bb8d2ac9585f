import { AccountPage } from './account-page';
import { ChangePasswordPage } from './change-password-page';
import { EditDataPage } from './edit-data-page';
import { RequireSignIn } from './require-sign-in';

export type AccountRouteKey = 'account' | 'accountChangePassword' | 'accountEditData';

/** The account settings screens: one lazy route chunk. */
export const AccountRoute = ({ routeKey }: { routeKey: AccountRouteKey }) => {
  switch (routeKey) {
    case 'accountChangePassword':
      return <ChangePasswordPage />; // Guards its form only: the countdown outlives the sign-out.
    case 'accountEditData':
      return (
        <RequireSignIn>
          <EditDataPage />
        </RequireSignIn>
      );
    default:
      return (
        <RequireSignIn>
          <AccountPage />
        </RequireSignIn>
      );
  }
};

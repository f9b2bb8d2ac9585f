import type { ComponentType } from 'react';
import { AccountPage } from './account-page';
import { ChangePasswordPage } from './change-password-page';
import { EditDataPage } from './edit-data-page';
import { RequireSignIn } from './require-sign-in';
import { TwoStepSignInPage } from './two-step-sign-in-page';

export type AccountRouteKey =
  | 'account'
  | 'accountChangePassword'
  | 'accountTwoStepSignIn'
  | 'accountEditData';

const signedIn = (Page: ComponentType) => () => (
  <RequireSignIn>
    <Page />
  </RequireSignIn>
);

const pages: Record<AccountRouteKey, ComponentType> = {
  account: signedIn(AccountPage),
  // Guards its form only: the countdown outlives the sign-out.
  accountChangePassword: ChangePasswordPage,
  accountTwoStepSignIn: signedIn(TwoStepSignInPage),
  accountEditData: signedIn(EditDataPage),
};

/** The account settings screens: one lazy route chunk. */
export const AccountRoute = ({ routeKey }: { routeKey: AccountRouteKey }) => {
  const Page = pages[routeKey];
  return <Page />;
};

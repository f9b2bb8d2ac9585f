import { ConfirmAccountPage } from './confirm-account-page';
import { PasswordReminderPage } from './password-reminder-page';
import { PasswordResetPage } from './password-reset-page';
import { SignInPage } from './sign-in-page';
import { SignUpPage } from './sign-up-page';
import { WrongPasswordPage } from './wrong-password-page';

export type AuthRouteKey =
  | 'signIn'
  | 'signUp'
  | 'confirmAccount'
  | 'wrongPassword'
  | 'passwordReminder'
  | 'passwordRemind'
  | 'passwordGenerate'
  | 'passwordReset';

const pages: Record<AuthRouteKey, () => React.JSX.Element> = {
  signIn: SignInPage,
  signUp: SignUpPage,
  confirmAccount: ConfirmAccountPage,
  wrongPassword: WrongPasswordPage,
  passwordReminder: PasswordReminderPage,
  passwordRemind: PasswordReminderPage,
  passwordGenerate: PasswordResetPage,
  passwordReset: PasswordResetPage,
};

/** The identity screens: one lazy route chunk (Amplify is a further chunk, loaded on first use). */
export const AuthRoute = ({ routeKey }: { routeKey: AuthRouteKey }) => {
  const Page = pages[routeKey];
  return <Page />;
};

import { AuthLayout } from './auth-layout';
import { ConfirmAccountForm } from './confirm-account-form';
import { useQueryParam } from './query';

/** `/potwierdz-konto/`: confirm an account with the mailed code (`?email=` fills the address). */
export const ConfirmAccountPage = () => (
  <AuthLayout title="auth.confirm.title" lead="auth.confirm.lead">
    <ConfirmAccountForm email={useQueryParam('email')} />
  </AuthLayout>
);

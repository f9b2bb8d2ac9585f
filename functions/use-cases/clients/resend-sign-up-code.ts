import type { StaffCustomerView } from '#shared/identity/staff-customer';
import { fail, type Result } from '../result';
import { showCustomer } from './show-customer';
import type { StaffCustomerPorts } from './staff-customer-deps';

/**
 * Input: a customer's id and the staff member. Output: her page after it, or `customer_not_found`,
 * `sign_up_already_confirmed`. Course: only a sign-up the user pool holds unconfirmed gets its code
 * again (Cognito mails it in her language, replacing the old one); the staff's record follows once it
 * went out.
 */
export const resendSignUpCodeFor = async (
  ports: StaffCustomerPorts,
  { userId, staffEmail }: { userId: string; staffEmail: string },
): Promise<Result<StaffCustomerView>> => {
  const user = await ports.poolUserById(userId);
  if (!user) return fail('customer_not_found');
  if (user.signUp === 'confirmed') return fail('sign_up_already_confirmed');
  await ports.resendSignUpCode(user.username);
  const at = ports.clock().toISOString();
  await ports.commit([
    {
      item: ports.clientLogItem(userId, {
        at,
        action: 'resendConfirmation',
        staffEmail,
        after: { to: user.email },
      }),
    },
  ]);
  return showCustomer(ports, { userId });
};

import type { StaffCustomerView } from '#shared/identity/staff-customer';
import { fail, type Result } from '../result';
import { showCustomer } from './show-customer';
import type { StaffCustomerPorts } from './staff-customer-deps';

/**
 * Input: a customer's id, whether her sign-in is to be blocked, and the staff member. Output: her page
 * after it, or `customer_not_found` (no profile), `customer_changed` (already so: another member was
 * first; the page shows it). Course: the block set or lifted on her profile with the staff's record
 * in one transaction; while it is set, the token trigger issues her no token, at sign-in or on a
 * refresh, so she is signed out when her current token ends (`userPool.tokenMinutes`, 15 at most).
 */
export const changeSignIn = async (
  ports: StaffCustomerPorts,
  { userId, blocked, staffEmail }: { userId: string; blocked: boolean; staffEmail: string },
): Promise<Result<StaffCustomerView>> => {
  const client = await ports.clientProfileOf(userId);
  if (!client) return fail('customer_not_found');
  const now = ports.clock();
  const at = now.toISOString();
  const committed = await ports.commit([
    {
      item: ports.signInBlockItem(userId, blocked ? { at, staffEmail } : null, now),
      whenConditionFails: 'customer_changed',
    },
    {
      item: ports.clientLogItem(userId, {
        at,
        action: blocked ? 'blockSignIn' : 'unblockSignIn',
        staffEmail,
        before: { signInBlocked: client.profile.signInBlocked !== undefined },
        after: { signInBlocked: blocked },
      }),
    },
  ]);
  return committed.ok ? showCustomer(ports, { userId }) : fail(committed.code);
};

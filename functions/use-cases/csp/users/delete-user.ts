import { fail, ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import { wouldLeaveNoGlobalAdmin } from './set-user-role';
import type { UserPorts } from './user-deps';

/**
 * Input: the customer, one of her accounts and a user of its tenant. Output: the user's id. Course: the
 * user goes to the tenant's deleted users, restorable for 30 days; her licences are freed at once.
 * Refusals: `last_global_admin` (the tenant's only Global Administrator stays), `subscription_user_not_found`,
 * `microsoft_access_denied`, the account's.
 */
export const deleteUser = (
  ports: UserPorts,
  { sub, accountId, userId }: { sub: string; accountId: string; userId: string },
): Promise<Result<{ userId: string }>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    if (await wouldLeaveNoGlobalAdmin(directory, tenantId, userId)) return fail('last_global_admin');
    await directory.deleteUser(tenantId, userId);
    return ok({ userId });
  });

import { roleOf, type SubscriptionUserView } from '#shared/microsoft/subscription-user';
import { ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';
import { userView } from './user-view';

/**
 * Input: the customer, one of her accounts and a deleted user of its tenant. Output: the user restored,
 * with her roles and those of her licences that still had a free unit. Refusals:
 * `subscription_user_not_found` (not deleted, or past her 30 days), `subscription_user_exists` (another
 * user took her login meanwhile), the account's.
 */
export const restoreUser = (
  ports: UserPorts,
  { sub, accountId, userId }: { sub: string; accountId: string; userId: string },
): Promise<Result<SubscriptionUserView>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    await directory.restoreUser(tenantId, userId);
    const [user, roles] = await Promise.all([
      directory.getUser(tenantId, userId),
      directory.getUserRoles(tenantId, userId),
    ]);
    return ok(userView(user, roleOf(roles)));
  });

import type { SubscriptionUserEdit, SubscriptionUserView } from '#shared/microsoft/subscription-user';
import { fail, ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import { applyRole, wouldLeaveNoGlobalAdmin } from './set-user-role';
import type { UserPorts } from './user-deps';
import { userView } from './user-view';

/**
 * Input: the customer, one of her accounts, a user of its tenant and her names, usage location and
 * role (the login stays). Output: the user as changed. Course: the user read (`subscription_user_not_found`),
 * the tenant's only Global Administrator keeps her role (`last_global_admin`, nothing changed), her
 * fields changed, then her role when it differs.
 */
export const updateUser = (
  ports: UserPorts,
  {
    sub,
    accountId,
    userId,
    input,
  }: { sub: string; accountId: string; userId: string; input: SubscriptionUserEdit },
): Promise<Result<SubscriptionUserView>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const user = await directory.getUser(tenantId, userId);
    const { role, ...changes } = input;
    if (await wouldLeaveNoGlobalAdmin(directory, tenantId, userId, role)) return fail('last_global_admin');
    await directory.updateUser(tenantId, userId, changes);
    await applyRole(directory, tenantId, userId, role);
    return ok(userView({ ...user, ...changes }, role));
  });

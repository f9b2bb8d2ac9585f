import {
  roleOf,
  type SubscriptionUserRole,
  type SubscriptionUserView,
} from '#shared/microsoft/subscription-user';
import type { TenantDirectory } from '../../../lib/graph/port';
import { fail, ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';
import { directoryRolesOf, userView } from './user-view';

/**
 * The user's role made `role`, only when it differs from the one she is shown with (her widest), so a
 * user holding two of the shop's roles keeps both while her role is left as it is.
 */
export const applyRole = async (
  directory: TenantDirectory,
  tenantId: string,
  userId: string,
  role: SubscriptionUserRole,
): Promise<void> => {
  const held = roleOf(await directory.getUserRoles(tenantId, userId));
  if (held !== role) await directory.setUserRoles(tenantId, userId, directoryRolesOf(role));
};

/**
 * Whether taking away the user's Global Administrator role (deleting her, or giving her another role)
 * would leave the tenant without one: nobody could administer it any more (spec section 6).
 */
export const wouldLeaveNoGlobalAdmin = async (
  directory: TenantDirectory,
  tenantId: string,
  userId: string,
  role?: SubscriptionUserRole,
): Promise<boolean> => {
  if (role === 'globalAdministrator') return false;
  const admins = (await directory.listRoleMembers(tenantId)).filter(
    (member) => member.role === 'globalAdministrator',
  );
  return admins.some((admin) => admin.principalId === userId) && admins.length === 1;
};

/**
 * Input: the customer, one of her accounts, a user of its tenant and the role (spec section 6: user, or
 * one of four admin roles). Output: the user with it. Refusals: `subscription_user_not_found`,
 * `last_global_admin` (the tenant's only Global Administrator keeps her role), `microsoft_access_denied`
 * (the shop's app may not change an admin's roles), the account's.
 */
export const setUserRole = (
  ports: UserPorts,
  {
    sub,
    accountId,
    userId,
    role,
  }: { sub: string; accountId: string; userId: string; role: SubscriptionUserRole },
): Promise<Result<SubscriptionUserView>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const user = await directory.getUser(tenantId, userId);
    if (await wouldLeaveNoGlobalAdmin(directory, tenantId, userId, role)) return fail('last_global_admin');
    await applyRole(directory, tenantId, userId, role);
    return ok(userView(user, role));
  });

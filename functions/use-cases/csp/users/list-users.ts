import { roleOf, type TenantUsersView } from '#shared/microsoft/subscription-user';
import type { DirectoryRole } from '../../../lib/graph/port';
import { ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';
import { licenceView, userView } from './user-view';

/**
 * Input: the customer and one of her accounts. Output: the tenant's users (with their licences and the
 * widest admin role each holds), sorted by display name; the tenant's licences (paid, assigned, free);
 * its name, country and verified domains (the add form's usage location and login domains); each licence
 * named by the customer's subscription that puts it in this tenant. Course: four reads at Graph and
 * the customer's subscriptions at once. Refusals: `account_not_found`, `account_not_active`, Graph's.
 */
export const listUsers = (
  ports: UserPorts,
  { sub, accountId }: { sub: string; accountId: string },
): Promise<Result<TenantUsersView>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const [users, members, skus, organization, subscriptions] = await Promise.all([
      directory.listUsers(tenantId),
      directory.listRoleMembers(tenantId),
      directory.listSubscribedSkus(tenantId),
      directory.getOrganization(tenantId),
      ports.subscriptionsOf(sub),
    ]);
    // A licence is named by the customer's subscription in this tenant that puts it there.
    const namedBy = new Map(
      subscriptions
        .filter((subscription) => subscription.accountId === accountId && subscription.licenceSku)
        .map((subscription) => [subscription.licenceSku?.skuId, subscription]),
    );
    const rolesOf = new Map<string, DirectoryRole[]>();
    for (const { principalId, role } of members)
      rolesOf.set(principalId, [...(rolesOf.get(principalId) ?? []), role]);
    return ok({
      users: users
        .map((user) => userView(user, roleOf(rolesOf.get(user.id) ?? [])))
        .sort((a, b) => a.displayName.localeCompare(b.displayName) || a.id.localeCompare(b.id)),
      licences: skus.map((sku) => licenceView(sku, namedBy.get(sku.skuId))),
      organization,
    });
  });

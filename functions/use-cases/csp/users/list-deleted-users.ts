import type { DeletedSubscriptionUserView } from '#shared/microsoft/subscription-user';
import { ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';
import { deletedUserView } from './user-view';

/**
 * Input: the customer and one of her accounts. Output: the tenant's deleted users, most recently
 * deleted first, each with the day she can be restored until (30 days after her deletion, spec
 * section 4); Microsoft forgets them after that.
 */
export const listDeletedUsers = (
  ports: UserPorts,
  { sub, accountId }: { sub: string; accountId: string },
): Promise<Result<{ users: DeletedSubscriptionUserView[] }>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const users = await directory.listDeletedUsers(tenantId);
    return ok({
      users: users.map(deletedUserView).sort((a, b) => b.deletedAt.localeCompare(a.deletedAt)),
    });
  });

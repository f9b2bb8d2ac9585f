import { ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';

/**
 * Input: the customer, one of her accounts and a user of its tenant. Output: a new temporary password,
 * which the user must change at her next sign-in: answered this once, never stored; the old password
 * stops working at once (spec section 4). Refusals: `subscription_user_not_found`,
 * `microsoft_access_denied` (an admin's password needs more than the shop's app may do), the account's.
 */
export const resetPassword = (
  ports: UserPorts,
  { sub, accountId, userId }: { sub: string; accountId: string; userId: string },
): Promise<Result<{ userId: string; temporaryPassword: string }>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const { temporaryPassword } = await directory.resetPassword(tenantId, userId);
    return ok({ userId, temporaryPassword });
  });

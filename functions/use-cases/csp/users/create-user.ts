import type { CreatedSubscriptionUser, NewSubscriptionUser } from '#shared/microsoft/subscription-user';
import { failOnFields, ok, type Result } from '../../result';
import { directoryFailure, inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';
import { directoryRolesOf, userView } from './user-view';

/**
 * Input: the customer, one of her accounts and the new user. Output: the user and her temporary
 * password, which she must change at her first sign-in: answered this once, never stored. Course: the
 * login's domain must be one of the tenant's verified domains (else `invalid_data` on `domain`); the
 * user is created at Graph (`subscription_user_exists` for a login taken), then given her admin role.
 * Should Microsoft refuse the role, the user exists all the same: she is answered as a plain user with
 * `roleNotSet` (the refusal's code), so the password is not lost with an error.
 */
export const createUser = (
  ports: UserPorts,
  { sub, accountId, input }: { sub: string; accountId: string; input: NewSubscriptionUser },
): Promise<Result<CreatedSubscriptionUser>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const { domains } = await directory.getOrganization(tenantId);
    if (!domains.some((domain) => domain.toLowerCase() === input.domain))
      return failOnFields('invalid_data', [{ path: 'domain', message: 'invalid_value' }]);
    const { role, ...user } = input;
    const created = await directory.createUser(tenantId, user);
    if (role === 'user')
      return ok({ user: userView(created.user, role), temporaryPassword: created.temporaryPassword });
    try {
      await directory.setUserRoles(tenantId, created.user.id, directoryRolesOf(role));
    } catch (error) {
      return ok({
        user: userView(created.user, 'user'),
        temporaryPassword: created.temporaryPassword,
        roleNotSet: directoryFailure(error).code,
      });
    }
    return ok({ user: userView(created.user, role), temporaryPassword: created.temporaryPassword });
  });

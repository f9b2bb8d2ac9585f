import {
  type DeletedSubscriptionUserView,
  deletedUserRetentionDays,
  type SubscriptionUserRole,
  type SubscriptionUserView,
  type TenantLicenceView,
} from '#shared/microsoft/subscription-user';
import type { DeletedUser, DirectoryRole, DirectoryUser, SubscribedSku } from '../../../lib/graph/port';

/** What the panel shows of a user of the tenant, with the role she holds. */
export const userView = (user: DirectoryUser, role: SubscriptionUserRole): SubscriptionUserView => ({
  id: user.id,
  userPrincipalName: user.userPrincipalName,
  displayName: user.displayName,
  ...(user.firstName === undefined ? {} : { firstName: user.firstName }),
  ...(user.lastName === undefined ? {} : { lastName: user.lastName }),
  ...(user.usageLocation === undefined ? {} : { usageLocation: user.usageLocation }),
  accountEnabled: user.accountEnabled,
  licences: user.licences,
  role,
});

const dayMs = 24 * 60 * 60_000;

/** A deleted user (her roles are hidden until she is restored), with the day she can be restored until. */
export const deletedUserView = (user: DeletedUser): DeletedSubscriptionUserView => {
  const { role: _role, ...view } = userView(user, 'user');
  return {
    ...view,
    deletedAt: user.deletedAt,
    restorableUntil: new Date(Date.parse(user.deletedAt) + deletedUserRetentionDays * dayMs).toISOString(),
  };
};

/** A licence of the tenant, named by the customer's subscription that puts it there, when there is one. */
export const licenceView = (
  sku: SubscribedSku,
  subscription?: Pick<TenantLicenceView, 'names'> & { name: string },
): TenantLicenceView => ({
  skuId: sku.skuId,
  skuPartNumber: sku.skuPartNumber,
  ...(subscription ? { name: subscription.name } : {}),
  ...(subscription?.names ? { names: subscription.names } : {}),
  enabled: sku.enabledUnits,
  consumed: sku.consumedUnits,
  free: Math.max(0, sku.enabledUnits - sku.consumedUnits),
});

/** The directory roles that make the shop's role (a plain user holds none). */
export const directoryRolesOf = (role: SubscriptionUserRole): DirectoryRole[] =>
  role === 'user' ? [] : [role];

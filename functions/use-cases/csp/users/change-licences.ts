import { type LicenceChange, roleOf, type SubscriptionUserView } from '#shared/microsoft/subscription-user';
import { fail, failOnFields, ok, type Result } from '../../result';
import { inTenant } from './in-tenant';
import type { UserPorts } from './user-deps';
import { userView } from './user-view';

/**
 * Input: the customer, one of her accounts, a user of its tenant and the licences to give and take.
 * Output: the user with her licences. Course: the user, her roles and the tenant's licences read at
 * once; a licence the tenant has not is `invalid_data` on its place in `add`; licences she holds
 * already are not given again, nor those she holds not taken; giving one needs her usage location
 * (`usage_location_required`) and a free unit of it (`not_enough_licences`, also when another change
 * took the last one meanwhile: Graph answers the same); then one change at Graph, all or nothing.
 */
export const changeLicences = (
  ports: UserPorts,
  {
    sub,
    accountId,
    userId,
    change,
  }: { sub: string; accountId: string; userId: string; change: LicenceChange },
): Promise<Result<SubscriptionUserView>> =>
  inTenant(ports, { sub, accountId }, async (directory, tenantId) => {
    const [user, roles, skus] = await Promise.all([
      directory.getUser(tenantId, userId),
      directory.getUserRoles(tenantId, userId),
      directory.listSubscribedSkus(tenantId),
    ]);
    const unknown = change.add.flatMap((skuId, index) =>
      skus.some((sku) => sku.skuId === skuId) ? [] : [{ path: `add.${index}`, message: 'invalid_value' }],
    );
    if (unknown.length > 0) return failOnFields('invalid_data', unknown);
    const add = change.add.filter((skuId) => !user.licences.includes(skuId));
    const remove = change.remove.filter((skuId) => user.licences.includes(skuId));
    if (add.length > 0 && !user.usageLocation) return fail('usage_location_required');
    const full = skus.filter((sku) => add.includes(sku.skuId) && sku.enabledUnits - sku.consumedUnits < 1);
    if (full.length > 0) return fail('not_enough_licences');
    if (add.length > 0 || remove.length > 0)
      await directory.assignLicences(tenantId, userId, { add, remove });
    const licences = [...user.licences.filter((skuId) => !remove.includes(skuId)), ...add];
    return ok(userView({ ...user, licences }, roleOf(roles)));
  });

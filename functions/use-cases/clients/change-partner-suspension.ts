import type { StaffCustomerView } from '#shared/identity/staff-customer';
import { fail, type Result } from '../result';
import { showCustomer } from './show-customer';
import type { StaffCustomerPorts } from './staff-customer-deps';

/**
 * Input: a partner's id, whether she is to be suspended, and the staff member. Output: her page after
 * it, or `customer_not_found` (no profile), `customer_changed` (no partner now, or already so: another
 * member was first; the page shows it). Course: her terms move to the suspended list (or back) and her
 * code is marked, with the staff's record, in one transaction. While she is suspended her portal
 * answers `partner_suspended` and a sign-up with her code brings her nobody; the customers she brought
 * stay hers, their orders listed under her for when she is reinstated.
 */
export const changePartnerSuspension = async (
  ports: StaffCustomerPorts,
  { userId, suspended, staffEmail }: { userId: string; suspended: boolean; staffEmail: string },
): Promise<Result<StaffCustomerView>> => {
  const [client, partner] = await Promise.all([ports.clientProfileOf(userId), ports.getPartner(userId)]);
  if (!client) return fail('customer_not_found');
  if (!partner) return fail('customer_changed');
  const at = ports.clock().toISOString();
  const committed = await ports.commit([
    ...ports.partnerItems
      .suspension(partner, suspended ? { at, staffEmail } : null)
      .map((item) => ({ item, whenConditionFails: 'customer_changed' as const })),
    {
      item: ports.clientLogItem(userId, {
        at,
        action: suspended ? 'suspendPartner' : 'reinstatePartner',
        staffEmail,
        before: { partnerSuspended: partner.suspended !== undefined, code: partner.code },
        after: { partnerSuspended: suspended, code: partner.code },
      }),
    },
  ]);
  return committed.ok ? showCustomer(ports, { userId }) : fail(committed.code);
};

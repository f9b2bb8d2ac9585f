import { accountTypeIds } from '#shared/identity/account-types';
import type { StaffCustomerView } from '#shared/identity/staff-customer';
import type { Currency } from '#shared/locale';
import { enrolPartner } from '../partners/enrol-partner';
import { fail, type Result } from '../result';
import { showCustomer } from './show-customer';
import type { StaffCustomerPorts } from './staff-customer-deps';

/**
 * Input: a customer's id, her price list's currency and the staff member. Output: her page after it,
 * or `customer_not_found` (no profile), `customer_changed` (she is not a business customer now: a
 * private one is made business first, a partner is one already). Course: the enrolment every partner
 * gets (her account type partner, her terms and a new code, one transaction), then the staff's record
 * of it with her code.
 */
export const enrolCustomerAsPartner = async (
  ports: StaffCustomerPorts,
  { userId, currency, staffEmail }: { userId: string; currency: Currency; staffEmail: string },
): Promise<Result<StaffCustomerView>> => {
  const client = await ports.clientProfileOf(userId);
  if (!client) return fail('customer_not_found');
  if (client.profile.accountTypeId !== accountTypeIds.business) return fail('customer_changed');
  const enrolled = await enrolPartner(ports, { userId, currency });
  if (!enrolled.ok) return enrolled.code === 'user_not_found' ? fail('customer_not_found') : enrolled;
  await ports.commit([
    {
      item: ports.clientLogItem(userId, {
        at: ports.clock().toISOString(),
        action: 'enrolPartner',
        staffEmail,
        before: { accountTypeId: client.profile.accountTypeId },
        after: { accountTypeId: accountTypeIds.partner, code: enrolled.value.code, currency },
      }),
    },
  ]);
  return showCustomer(ports, { userId });
};

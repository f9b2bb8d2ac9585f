import {
  partnersPageSize,
  type StaffPartnerPage,
  type StaffPartnersQuery,
} from '#shared/partners/staff-partners';
import { ok, type Result } from '../result';
import type { StaffCustomerPorts } from './staff-customer-deps';

/**
 * Input: a partner state and the staff's cursor. Output: a page of the partners in that state, the
 * newest enrolment first, twenty a page, each with her name, e-mail and company beside her code,
 * currency and suspension. Course: one query on the state's list, then the profiles it names in one
 * read; a partner whose profile is gone is left out.
 */
export const listStaffPartners = async (
  ports: Pick<StaffCustomerPorts, 'listPartners' | 'getClientProfiles'>,
  { state, cursor }: StaffPartnersQuery,
): Promise<Result<StaffPartnerPage>> => {
  const page = await ports.listPartners(state, cursor, partnersPageSize);
  const clients = await ports.getClientProfiles(page.partners.map(({ partnerId }) => partnerId));
  const partners = page.partners.flatMap((partner) => {
    const client = clients.find(({ profile }) => profile.userId === partner.partnerId);
    if (!client) return [];
    const { profile, invoiceData } = client;
    return [
      {
        partnerId: partner.partnerId,
        email: profile.email,
        name: profile.name,
        ...(invoiceData ? { companyName: invoiceData.companyName, taxNumber: invoiceData.taxNumber } : {}),
        code: partner.code,
        currency: partner.currency,
        enrolledAt: partner.enrolledAt,
        ...(partner.suspended ? { suspended: partner.suspended } : {}),
      },
    ];
  });
  return ok({ partners, ...(page.cursor ? { cursor: page.cursor } : {}) });
};

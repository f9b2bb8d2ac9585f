import type { Partner } from '../../lib/table/partners';
import { fail, ok, type Result } from '../result';
import type { PartnerPorts } from './deps';

/**
 * The caller as a partner: her verified sub's profile says partner and her terms exist; anyone else
 * signed in (a private or business customer, staff) is `not_allowed`, and a partner the staff
 * suspended `partner_suspended`. Every partner portal use case starts here.
 */
export const partnerOf = async (
  { getPartner }: Pick<PartnerPorts, 'getPartner'>,
  sub: string,
): Promise<Result<Partner>> => {
  const partner = await getPartner(sub);
  if (!partner) return fail('not_allowed');
  return partner.suspended ? fail('partner_suspended') : ok(partner);
};

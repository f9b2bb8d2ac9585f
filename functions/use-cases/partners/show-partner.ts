import type { PartnerView } from '#shared/partners/partner-portal';
import { partnerDiscounts } from '#shared/partners/partner-terms';
import { ok, type Result } from '../result';
import type { PartnerPorts } from './deps';
import { partnerOf } from './partner-of';

/** Input: the caller's sub. Output: her partner code, currency and discounts; `not_allowed` for a non-partner. */
export const showPartner = async (
  ports: Pick<PartnerPorts, 'getPartner'>,
  { sub }: { sub: string },
): Promise<Result<PartnerView>> => {
  const partner = await partnerOf(ports, sub);
  if (!partner.ok) return partner;
  const { code, currency } = partner.value;
  return ok({ code, currency, discounts: partnerDiscounts });
};

import type { Currency } from '#shared/locale';
import type { PartnerEnrolment } from '#shared/partners/partner-portal';
import type { Partner } from '../../lib/table/partners';
import { fail, ok, type Result } from '../result';
import type { PartnerPorts } from './deps';

/** New codes tried before giving up (each collides with a taken one at a chance of about 1 in 10⁸). */
const codeAttempts = 5;

/**
 * Input: a client's id and the currency of her partner price list. Output: the partner (its code).
 * Course: the back office's enrolment, never the user's own (the operations staff's route through
 * `enrolPartnerByEmail`, and the local demo seed): one transaction turns the profile's account type partner (`user_not_found` without a profile),
 * puts her terms and claims a new code; a code another partner holds is drawn again. Enrolling a
 * partner again answers her terms as they are.
 */
export const enrolPartner = async (
  ports: Pick<PartnerPorts, 'getPartner' | 'partnerItems' | 'newPartnerCode' | 'commit' | 'clock'>,
  { userId, currency }: { userId: string; currency: Currency },
): Promise<Result<Partner>> => {
  const enrolled = await ports.getPartner(userId);
  if (enrolled) return ok(enrolled);
  const now = ports.clock();
  for (let attempt = 0; attempt < codeAttempts; attempt++) {
    const partner: Partner = {
      partnerId: userId,
      code: ports.newPartnerCode(),
      currency,
      enrolledAt: now.toISOString(),
    };
    const committed = await ports.commit([
      { item: ports.partnerItems.accountType(userId, now), whenConditionFails: 'user_not_found' as const },
      { item: ports.partnerItems.terms(partner), whenConditionFails: 'enrolled_meanwhile' as const },
      { item: ports.partnerItems.code(partner.code, userId), whenConditionFails: 'code_taken' as const },
    ]);
    if (committed.ok) return ok(partner);
    if (committed.code === 'user_not_found') return fail('user_not_found');
    if (committed.code === 'enrolled_meanwhile') {
      const meanwhile = await ports.getPartner(userId);
      if (meanwhile) return ok(meanwhile);
    }
  }
  throw new Error(`no free partner code after ${codeAttempts} attempts`);
};

/**
 * Input: the e-mail of the user operations staff enrol and her price list's currency. Output: as
 * `enrolPartner`. Course: the user pool names the users with that e-mail (two when she signed up with a
 * password and with Google or Facebook); the first with a profile is enrolled (`user_not_found` when
 * none has one, or nobody has the e-mail).
 */
export const enrolPartnerByEmail = async (
  ports: Parameters<typeof enrolPartner>[0] & Pick<PartnerPorts, 'userIdsOfEmail'>,
  { email, currency }: PartnerEnrolment,
): Promise<Result<Partner>> => {
  for (const userId of await ports.userIdsOfEmail(email)) {
    const enrolled = await enrolPartner(ports, { userId, currency });
    if (enrolled.ok || enrolled.code !== 'user_not_found') return enrolled;
  }
  return fail('user_not_found');
};

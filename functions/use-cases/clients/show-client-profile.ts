import type { ClientProfile } from '#shared/identity/profile';
import { fail, ok, type Result } from '../result';
import { clientProfileView } from './client-profile-view';
import type { ClientPorts } from './deps';

/** Input: the caller. Output: the caller's profile, or `user_not_found` (no profile yet). */
export const showClientProfile = async (
  { clientProfileOf, clock }: Pick<ClientPorts, 'clientProfileOf' | 'clock'>,
  { userId }: { userId: string },
): Promise<Result<ClientProfile>> => {
  const found = await clientProfileOf(userId);
  return found ? ok(clientProfileView(found, clock())) : fail('user_not_found');
};

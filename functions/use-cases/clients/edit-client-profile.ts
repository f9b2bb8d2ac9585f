import type { ClientProfile, ProfileEdit } from '#shared/identity/profile';
import { fail, type Result } from '../result';
import type { ClientPorts } from './deps';
import { showClientProfile } from './show-client-profile';

/**
 * Input: the caller, name and phone. Output: the updated profile, or `user_not_found`.
 * Course: change name and phone of an existing profile, then answer the profile.
 */
export const editClientProfile = async (
  ports: ClientPorts,
  { userId, edit }: { userId: string; edit: ProfileEdit },
): Promise<Result<ClientProfile>> => {
  const { profileEditItem, commit, clock } = ports;
  const committed = await commit([
    { item: profileEditItem(userId, edit, clock()), whenConditionFails: 'user_not_found' },
  ]);
  return committed.ok ? showClientProfile(ports, { userId }) : fail(committed.code);
};

import { customerSearchTermsOf } from '#shared/identity/customer-search';
import type { ClientProfile, ProfileEdit } from '#shared/identity/profile';
import { fail, type Result } from '../result';
import type { ClientPorts } from './deps';
import { showClientProfile } from './show-client-profile';

/**
 * Input: the caller, name and phone. Output: the updated profile, or `user_not_found`.
 * Course: change name and phone of an existing profile, with the new name's search terms for the
 * staff in the same transaction, then answer the profile.
 */
export const editClientProfile = async (
  ports: ClientPorts,
  { userId, edit }: { userId: string; edit: ProfileEdit },
): Promise<Result<ClientProfile>> => {
  const { profileEditItem, clientSearchItems, commit, clock } = ports;
  const terms = customerSearchTermsOf({ name: edit.fullName, invoiceData: null });
  const committed = await commit([
    { item: profileEditItem(userId, edit, clock()), whenConditionFails: 'user_not_found' },
    ...clientSearchItems(userId, terms).map((item) => ({ item })),
  ]);
  return committed.ok ? showClientProfile(ports, { userId }) : fail(committed.code);
};

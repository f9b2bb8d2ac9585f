import type { SavedAddress } from '#shared/orders/saved-address';
import { fail, ok, type Result } from '../result';
import type { AddressPorts } from './address-deps';

/**
 * Input: the caller and an address id with the new delivery address. Output: the saved address, or
 * `address_not_found` when the caller has no address of that id (another customer's included).
 * Course: replace the address under the caller's own partition, conditional on its existing.
 */
export const editAddress = async (
  { commit, clock, addressItems }: AddressPorts,
  { userId, saved }: { userId: string; saved: SavedAddress },
): Promise<Result<SavedAddress>> => {
  const committed = await commit([
    { item: addressItems.edit(userId, saved, clock()), whenConditionFails: 'address_not_found' },
  ]);
  return committed.ok ? ok(saved) : fail(committed.code);
};

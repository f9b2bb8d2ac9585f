import type { DeliveryAddress } from '#shared/orders/delivery-address';
import type { SavedAddress } from '#shared/orders/saved-address';
import { fail, ok, type Result } from '../result';
import type { AddressPorts } from './address-deps';

/**
 * Input: the caller and a valid delivery address. Output: the saved address with its new id, or
 * `address_limit_reached` when the caller already has `maxSavedAddresses`.
 * Course: raise the caller's address count (conditional on the limit) and store the address, together.
 */
export const addAddress = async (
  { commit, clock, addressItems, newAddressId }: AddressPorts,
  { userId, address }: { userId: string; address: DeliveryAddress },
): Promise<Result<SavedAddress>> => {
  const now = clock();
  const saved = { id: newAddressId(now), address };
  const committed = await commit([
    { item: addressItems.countUp(userId), whenConditionFails: 'address_limit_reached' },
    { item: addressItems.add(userId, saved, now) },
  ]);
  return committed.ok ? ok(saved) : fail(committed.code);
};

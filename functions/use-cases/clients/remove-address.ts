import type { SavedAddresses } from '#shared/orders/saved-address';
import { fail, type Result } from '../result';
import type { AddressPorts } from './address-deps';
import { listAddresses } from './list-addresses';

/**
 * Input: the caller and an address id. Output: the caller's remaining addresses, or
 * `address_not_found` when the caller has no address of that id (another customer's included).
 * Course: delete the address (conditional on its existing) and lower the count, together.
 */
export const removeAddress = async (
  ports: AddressPorts,
  { userId, id }: { userId: string; id: string },
): Promise<Result<SavedAddresses>> => {
  const { commit, addressItems } = ports;
  const committed = await commit([
    { item: addressItems.remove(userId, id), whenConditionFails: 'address_not_found' },
    { item: addressItems.countDown(userId), whenConditionFails: 'address_not_found' },
  ]);
  return committed.ok ? listAddresses(ports, { userId }) : fail(committed.code);
};

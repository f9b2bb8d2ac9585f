import type { SavedAddresses } from '#shared/orders/saved-address';
import { ok, type Result } from '../result';
import type { AddressPorts } from './address-deps';

/**
 * Input: the caller. Output: the caller's saved addresses, oldest first (none: an empty list).
 * Course: read the addresses under the caller's own partition.
 */
export const listAddresses = async (
  { addressesOf }: AddressPorts,
  { userId }: { userId: string },
): Promise<Result<SavedAddresses>> => ok({ addresses: await addressesOf(userId) });

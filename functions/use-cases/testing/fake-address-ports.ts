import type { SavedAddress } from '#shared/orders/saved-address';
import { maxSavedAddresses } from '#shared/orders/saved-address';
import type { TransactItem } from '../../lib/table/transaction';
import type { AddressPorts } from '../clients/address-deps';
import type { Commit } from '../table-ports';
import { fixedNow } from './fake-table-ports';

/** Every client's addresses by id, and each client's count as the table keeps it. */
interface Store {
  addresses: Map<string, Map<string, SavedAddress>>;
  counts: Map<string, number>;
}

/** A fake item: whether its condition holds, and its change. */
interface Effect {
  holds: () => boolean;
  apply: () => void;
}

const itemOf = (effect: Effect) => effect as unknown as TransactItem;
const effectOf = (item: TransactItem) => item as unknown as Effect;

/**
 * In-memory address ports: items applied by `commit` all or none (the first failed condition answers
 * its guard), ids `A0001`, `A0002`… in order of creation, the clock at `fixedNow`.
 */
export const fakeAddressPorts = () => {
  const store: Store = { addresses: new Map(), counts: new Map() };
  const addressesOfClient = (userId: string) => {
    const own = store.addresses.get(userId) ?? new Map<string, SavedAddress>();
    store.addresses.set(userId, own);
    return own;
  };
  const countOf = (userId: string) => store.counts.get(userId) ?? 0;
  let ids = 0;
  const commit: Commit = async (items) => {
    const refused = items.find(({ item }) => !effectOf(item).holds());
    if (refused?.whenConditionFails) return { ok: false, code: refused.whenConditionFails };
    if (refused) throw new Error('condition failed');
    for (const { item } of items) effectOf(item).apply();
    return { ok: true };
  };
  const ports: AddressPorts = {
    commit,
    clock: () => fixedNow,
    newAddressId: () => `A${String(++ids).padStart(4, '0')}`,
    addressesOf: async (userId) => [...addressesOfClient(userId).values()],
    addressItems: {
      countUp: (userId) =>
        itemOf({
          holds: () => countOf(userId) < maxSavedAddresses,
          apply: () => store.counts.set(userId, countOf(userId) + 1),
        }),
      countDown: (userId) =>
        itemOf({
          holds: () => countOf(userId) >= 1,
          apply: () => store.counts.set(userId, countOf(userId) - 1),
        }),
      add: (userId, saved) =>
        itemOf({
          holds: () => !addressesOfClient(userId).has(saved.id),
          apply: () => addressesOfClient(userId).set(saved.id, saved),
        }),
      edit: (userId, saved) =>
        itemOf({
          holds: () => addressesOfClient(userId).has(saved.id),
          apply: () => addressesOfClient(userId).set(saved.id, saved),
        }),
      remove: (userId, id) =>
        itemOf({
          holds: () => addressesOfClient(userId).has(id),
          apply: () => addressesOfClient(userId).delete(id),
        }),
    },
  };
  return { ports, store };
};

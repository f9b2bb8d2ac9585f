import type { DiscountCode } from '#shared/basket/discount-codes';
import type { Product } from '#shared/catalogue/product';
import { accountTypeIds } from '#shared/identity/account-types';
import type { BasketOwner, BasketState, StoredBasket } from '../../lib/table/baskets';
import type { TransactItem } from '../../lib/table/transaction';
import type { BasketBuyer } from '../basket/basket-buyer';
import type { BasketPorts } from '../basket/deps';
import type { Commit } from '../table-ports';
import { fixedNow } from './fake-table-ports';
import { type FakeVat, fakeVatPorts } from './fake-vat-ports';

interface Catalogue {
  products?: readonly Product[];
  /** Counted stock by product id; a product not named here is not counted. */
  units?: Record<string, number>;
  codes?: readonly DiscountCode[];
  /** VIES's answers and customers' default invoice data (fake-vat-ports.ts). */
  vat?: FakeVat;
}

type BasketWrite =
  | { put: { key: string; state: BasketState; revision: number | undefined } }
  | { delete: { key: string; revision: number } };

const keyOf = (owner: BasketOwner) => (owner.kind === 'guest' ? `G${owner.id}` : `C${owner.sub}`);

/**
 * In-memory basket ports: `baskets` holds the stored baskets by `G<id>` / `C<sub>`; `commit` applies
 * the basket items when every one's revision still matches (else refuses with the first stale one's
 * code, as a cancelled transaction would). `beforeCommit` runs once before the next commit (a
 * concurrent change); `clock.now` may be moved.
 */
export const fakeBasketPorts = ({
  products = [],
  units = {},
  codes = [],
  vat: vatAnswers,
}: Catalogue = {}) => {
  const vat = fakeVatPorts(vatAnswers);
  const baskets = new Map<string, StoredBasket>();
  const clientGuesses = new Map<string, number[]>();
  const clock = { now: fixedNow };
  const hooks: { beforeCommit?: () => void } = {};
  const revisionOf = (key: string) => baskets.get(key)?.revision;
  const writeOf = (item: TransactItem) => item as unknown as BasketWrite;

  const commit: Commit = async (items) => {
    const before = hooks.beforeCommit;
    hooks.beforeCommit = undefined;
    before?.();
    const stale = items.find(({ item }) => {
      const write = writeOf(item);
      const { key, revision } = 'put' in write ? write.put : write.delete;
      return revisionOf(key) !== revision;
    });
    if (stale?.whenConditionFails) return { ok: false, code: stale.whenConditionFails };
    if (stale) throw new Error('a basket item without an outcome failed its condition');
    for (const { item } of items) {
      const write = writeOf(item);
      if ('put' in write) {
        baskets.set(write.put.key, {
          ...structuredClone(write.put.state),
          revision: (write.put.revision ?? 0) + 1,
        });
      } else baskets.delete(write.delete.key);
    }
    return { ok: true };
  };

  const ports: BasketPorts = {
    ...vat.ports,
    commit,
    clock: () => clock.now,
    readBasket: async (owner) =>
      structuredClone(baskets.get(keyOf(owner))) ?? {
        basket: { lines: [] },
        consents: { newsletter: false },
        discountGuesses: [],
      },
    basketItems: {
      put: (owner, state, revision) =>
        ({ put: { key: keyOf(owner), state, revision } }) satisfies BasketWrite as unknown as TransactItem,
      delete: (owner, revision) =>
        ({ delete: { key: keyOf(owner), revision } }) satisfies BasketWrite as unknown as TransactItem,
    },
    productsWithStock: async (ids) => ({
      products: new Map(products.filter((p) => ids.includes(p.id)).map((p) => [p.id, p])),
      units: new Map(Object.entries(units).filter(([id]) => ids.includes(id))),
    }),
    getDiscountCode: async (code) => codes.find((candidate) => candidate.code === code),
    clientDiscountGuesses: async (client) => [...(clientGuesses.get(client) ?? [])],
    keepClientDiscountGuesses: async (client, guesses) => {
      clientGuesses.set(client, [...guesses]);
    },
  };
  return { ports, baskets, clock, hooks, keyOf, vat };
};

const shopper = { language: 'pl', currency: 'PLN', country: 'PL' } as const;

/** A guest buying in PLN in Poland (other terms through `terms`). */
export const guestBuyer = (id = 'guest-1', terms: Partial<BasketBuyer['shopper']> = {}): BasketBuyer => ({
  owner: { kind: 'guest', id },
  role: 'guest',
  accountTypeId: null,
  shopper: { ...shopper, ...terms },
});

/** A signed-in private customer, or a business one. */
export const customerBuyer = (sub = 'sub-1', business = false): BasketBuyer => ({
  owner: { kind: 'customer', sub },
  role: business ? 'business' : 'customer',
  accountTypeId: business ? accountTypeIds.business : accountTypeIds.customer,
  shopper,
});

/** A code valid through 2026, 10 % off `productIds`, unlimited unless `overrides` say otherwise. */
export const discountCode = (productIds: string[], overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'SPRING10',
  off: { kind: 'percent', basisPoints: 1000 },
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2027-01-01T00:00:00.000Z',
  uses: 0,
  productIds,
  ...overrides,
});

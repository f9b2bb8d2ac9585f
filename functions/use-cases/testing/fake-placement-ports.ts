import type { PlacedLocker } from '#shared/parcel-lockers';
import type { SavedCard } from '#shared/payments/saved-card';
import { AppError } from '../../lib/errors';
import type { IdempotencyRecord } from '../../lib/table/idempotency-keys';
import type { Order } from '../../lib/table/orders';
import type { OutboxItem } from '../../lib/table/outbox';
import type { GuardedItem, TransactItem } from '../../lib/table/transaction';
import type { PlacementPorts } from '../orders/placement-deps';
import type { Commit } from '../table-ports';
import { fakeBasketPorts } from './fake-basket-ports';
import { fakeRegisterAnswer } from './fake-company-register';
import { fakeOrderPorts } from './fake-order-ports';

type Catalogue = Parameters<typeof fakeBasketPorts>[0];

/** The lockers the fake operator has (as the simulator's fixture writes them). */
const lockers: readonly PlacedLocker[] = [
  { id: 'WAW01M', address: 'Marszałkowska 104', zipCode: '00-017', city: 'Warszawa' },
  { id: 'KRA01M', address: 'Długa 1', zipCode: '31-147', city: 'Kraków' },
];
/** A locker whose look-up finds the operator not answering. */
export const unreachableLocker = 'GDA01M';

/**
 * In-memory placement ports: the basket fakes (stored baskets, catalogue, stock, codes), the order
 * fakes, idempotency records by `<scope> <key>`, and the VAT register's kept answers of
 * fake-company-register.ts (an outage or the limit kept as nothing). `commit` refuses with the first
 * item whose guard is `failing`, or a key's record that is spent already; else it applies the basket
 * writes as the basket fakes do (a stale revision refuses),
 * stores the order and the record, and records what it was given. `cards` are every customer's saved
 * cards (a free trial's buyer needs a chargeable default one); `partners` the partner who brought each
 * customer, by her sub. `unitsOf` reads the catalogue's `units` as they are at the time. The parcel
 * lockers are WAW01M and KRA01M (any other name is none), `unreachableLocker` an operator's outage.
 */
export const fakePlacementPorts = (
  catalogue: Catalogue = {},
  failing: readonly string[] = [],
  cards: readonly SavedCard[] = [],
  partners: Readonly<Record<string, string>> = {},
) => {
  const basket = fakeBasketPorts(catalogue);
  const orders: Order[] = [];
  const order = fakeOrderPorts(orders);
  const records = new Map<string, IdempotencyRecord>();
  const commits: { items: GuardedItem<string>[]; events: OutboxItem[] }[] = [];
  const label = (name: string, ...args: unknown[]) => ({ [name]: args }) as unknown as TransactItem;
  const labelled = (item: TransactItem) => item as unknown as Record<string, unknown[]>;

  const commit: Commit = async (items, events = []) => {
    const refused = items.find(
      ({ whenConditionFails: code }) => code !== undefined && failing.includes(code),
    );
    if (refused?.whenConditionFails) return { ok: false, code: refused.whenConditionFails };
    const spent = items.find(({ item }) => {
      const [scope, key] = labelled(item).spendKey ?? [];
      return scope !== undefined && records.has(`${scope} ${key}`);
    });
    if (spent?.whenConditionFails) return { ok: false, code: spent.whenConditionFails };
    const isBasketWrite = ({ item }: GuardedItem<string>) => 'put' in item || 'delete' in item;
    const applied = await basket.ports.commit(items.filter(isBasketWrite) as typeof items);
    if (!applied.ok) return applied;
    commits.push({ items, events });
    for (const { item } of items) {
      const { putOrder, spendKey } = labelled(item);
      if (putOrder) orders.push(putOrder[0] as Order);
      if (spendKey) records.set(`${spendKey[0]} ${spendKey[1]}`, spendKey[2] as IdempotencyRecord);
    }
    return { ok: true };
  };

  const ports: PlacementPorts = {
    ...order.ports,
    ...basket.ports,
    commit,
    idempotencyItems: { put: (scope, key, record) => label('spendKey', scope, key, record) },
    idempotencyRecord: async (scope, key) => records.get(`${scope} ${key}`),
    placementItems: {
      takeStock: (productId, quantity) => label('takeStock', productId, quantity),
      countDiscountUse: (code) => label('countDiscountUse', code),
    },
    unitsOf: async (ids) => new Map(Object.entries(catalogue.units ?? {}).filter(([id]) => ids.includes(id))),
    newOrderId: () => `order-${orders.length + 1}`,
    newLinkToken: () => 'link-token',
    listSavedCards: async () => [...cards],
    trialItems: {
      put: (trial) => label('putTrial', trial),
      convert: (trial) => label('convertTrial', trial.orderId),
    },
    referringPartnerOf: async (sub) => partners[sub],
    keptCompany: async (country, taxNumber) => {
      const answer = fakeRegisterAnswer(country, taxNumber);
      return answer.status === 'found' || answer.status === 'notFound' ? answer : undefined;
    },
    findParcelLocker: async (id) => {
      if (id === unreachableLocker) throw new AppError('service_unavailable');
      const locker = lockers.find((one) => one.id === id);
      return locker && { ...locker, openingHours: '24/7', location: { latitude: 52, longitude: 21 } };
    },
  };
  return { ports, baskets: basket.baskets, orders, commits, records };
};

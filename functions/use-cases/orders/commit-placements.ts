import { orderNumberOf, orderYearOf } from '#shared/orders/order-number';
import type { Order, StockUnits } from '../../lib/table/orders';
import type { GuardedItem } from '../../lib/table/transaction';
import { queuedInContainer } from '../queued-in-container';
import {
  commitNumbered,
  type NewOrderCommit,
  type OrderWrite,
  type UnnumberedOrder,
} from './commit-numbered-order';
import type { PlacementPorts } from './placement-deps';
import { readsCoverSum, type StockTake, stockSum } from './stock-taken-together';

// Placements waiting in one container for the year's order number go together: each turn of the
// queue commits every placement that waited for it in one transaction, under consecutive numbers, the
// counter moved once past them all. A burst of shoppers then costs a few transactions instead of one
// each, and the counter item, the one every placement writes, is written once per turn.
//
// Placements share a transaction when none of them writes what another writes: their counted stock is
// added up per product (one item per stock, as DynamoDB requires; its condition holds the sum), and
// what cannot be added up (a basket deleted, a discount code's use counted against its limit) keeps
// a placement for the next turn. A placement that found nobody waiting commits alone at once, as
// before. When a shared transaction is refused (one basket changed, the stock no longer covering the
// sum), or the units its placements read do not cover their sum in the first place, each of its
// placements commits alone, in its order, after reading the refusal its own transaction would meet
// anyway (a sold-out stock answers at once); so one shopper's refusal is never another's, and every
// placement is decided by its own conditions.

/** What refuses a placement's transaction: its stock, its discount code, its key, its basket. */
export type PlacementRefusal =
  | 'not_enough_stock'
  | 'discount_code_used_up'
  | 'key_spent_meanwhile'
  | 'order_stale';

/** A placement ready for its number, with the counted stock it takes and the units it read. */
export interface QueuedPlacement extends StockTake {
  order: UnnumberedOrder;
  /** What no two placements of one transaction may both write: the basket it deletes, the discount code it uses. */
  exclusive: readonly string[];
  /** Its items after its stock's (first refusal wins, so the stock answers first) and its events, once numbered. */
  write: (order: Order) => OrderWrite<PlacementRefusal>;
  /** A refusal its transaction would meet anyway (its stock sold out by orders placed meanwhile), read now. */
  refusalNow: () => Promise<PlacementRefusal | undefined>;
}

type Ports = Pick<PlacementPorts, 'orderItems' | 'lastOrderSequence' | 'commit' | 'placementItems'>;
type Outcome = NewOrderCommit<PlacementRefusal>;

interface Waiting {
  placement: QueuedPlacement;
  answer: (outcome: Promise<Outcome>) => void;
}

interface Queue {
  waiting: Waiting[];
  turnQueued: boolean;
}

/** DynamoDB's 100 items of a transaction, less room for the counter; and placements a turn takes at most. */
const maxItems = 96;
const maxPlacements = 8;

/** The placements waiting for a turn, per counter read (a test's fake ports have their own). */
const queues = new WeakMap<Ports['lastOrderSequence'], Queue>();

const stockItem = (ports: Ports, { productId, units }: StockUnits): GuardedItem<PlacementRefusal> => ({
  item: ports.placementItems.takeStock(productId, units),
  whenConditionFails: 'not_enough_stock',
});

/**
 * Items a placement's transaction holds: its order's, its stock's, its own and its events. One whose
 * items cannot be built counts as a whole transaction: it goes alone, and its error is its own.
 */
const itemCount = (ports: Ports, { order, stockTaken, write }: QueuedPlacement): number => {
  try {
    const numbered = { ...order, number: orderNumberOf(orderYearOf(order.createdAt), 1) };
    const { items, events } = write(numbered);
    return ports.orderItems.placed(numbered).length + stockTaken.length + items.length + events.length;
  } catch {
    return maxItems;
  }
};

/**
 * The waiting placements the next transaction takes, in their order, out of `waiting`: of the first's
 * year, none writing what one before it writes, within a transaction's items.
 */
const nextTurn = (ports: Ports, waiting: Waiting[]): Waiting[] => {
  const year = orderYearOf((waiting[0] as Waiting).placement.order.createdAt);
  const taken: Waiting[] = [];
  const written = new Set<string>();
  let items = 1;
  for (const each of waiting) {
    if (taken.length === maxPlacements) break;
    const { placement } = each;
    if (orderYearOf(placement.order.createdAt) !== year) continue;
    if (placement.exclusive.some((key) => written.has(key))) continue;
    const count = itemCount(ports, placement);
    if (taken.length > 0 && items + count > maxItems) continue;
    taken.push(each);
    items += count;
    for (const key of placement.exclusive) written.add(key);
  }
  for (const each of taken) waiting.splice(waiting.indexOf(each), 1);
  return taken;
};

const commitAlone = async (
  ports: Ports,
  { order, stockTaken, write, refusalNow }: QueuedPlacement,
  afterOthers: boolean,
): Promise<Outcome> => {
  const refused = afterOthers ? await refusalNow() : undefined;
  if (refused) return { ok: false, code: refused };
  const committed = await commitNumbered<PlacementRefusal>(ports, [order], ([numbered]) => {
    const own = write(numbered as Order);
    return {
      items: [...stockTaken.map((taken) => stockItem(ports, taken)), ...own.items],
      events: own.events,
    };
  });
  return committed.ok ? { ok: true, order: committed.orders[0] as Order } : committed;
};

/** The placements in one transaction: every one placed, or none (then undefined). */
const commitTogether = async (
  ports: Ports,
  placements: readonly QueuedPlacement[],
): Promise<Order[] | undefined> => {
  try {
    const committed = await commitNumbered<PlacementRefusal>(
      ports,
      placements.map(({ order }) => order),
      (numbered) => {
        const own = placements.map(({ write }, i) => write(numbered[i] as Order));
        return {
          items: [
            ...stockSum(placements).map((sum) => stockItem(ports, sum)),
            ...own.flatMap((w) => w.items),
          ],
          events: own.flatMap((w) => w.events),
        };
      },
    );
    return committed.ok ? committed.orders : undefined;
  } catch {
    return undefined; // each placement then meets its own outcome alone, an error included
  }
};

const takeTurn = async (ports: Ports, queue: Queue, afterOthers: boolean): Promise<void> => {
  queue.turnQueued = false;
  const turn = nextTurn(ports, queue.waiting);
  if (queue.waiting.length > 0) queueTurn(ports, queue);
  const placements = turn.map(({ placement }) => placement);
  const together =
    turn.length > 1 && readsCoverSum(placements) ? await commitTogether(ports, placements) : undefined;
  if (together) {
    for (const [i, { answer }] of turn.entries())
      answer(Promise.resolve({ ok: true, order: together[i] as Order }));
    return;
  }
  for (const { placement, answer } of turn) {
    const outcome = commitAlone(ports, placement, afterOthers || turn.length > 1);
    answer(outcome);
    await outcome.catch(() => undefined);
  }
};

const queueTurn = (ports: Ports, queue: Queue) => {
  queue.turnQueued = true;
  void queuedInContainer('order-number', ({ waited }) => takeTurn(ports, queue, waited));
};

/**
 * Commits a placement under the next number of its year, with the placements waiting beside it in
 * this container when they can share its transaction, else alone; answers its own outcome: placed
 * under its number, or the refusal its own conditions meet.
 */
export const commitPlacement = (ports: Ports, placement: QueuedPlacement): Promise<Outcome> =>
  new Promise((answer) => {
    const queue = queues.get(ports.lastOrderSequence) ?? { waiting: [], turnQueued: false };
    queues.set(ports.lastOrderSequence, queue);
    queue.waiting.push({ placement, answer });
    if (!queue.turnQueued) queueTurn(ports, queue);
  });

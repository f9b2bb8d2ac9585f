import { orderNumberOf, orderYearOf } from '#shared/orders/order-number';
import type { Order } from '../../lib/table/orders';
import type { OutboxItem } from '../../lib/table/outbox';
import type { Committed, GuardedItem } from '../../lib/table/transaction';
import { queuedInContainer } from '../queued-in-container';
import type { OrderPorts } from './deps';

// Every new order (a placement, a renewal, a trial's next month) takes the next number of its year
// (shared/orders/order-number.ts) in the transaction that writes it: read the year's counter, number
// the order, commit its items and events with the counter's move (last, so a refusal of its own items,
// a sold-out stock, answers as such); when another order took the number first, read the counter again
// (after a short jittered pause). Gapless: a number is only ever taken together with its order. Orders
// placed in one container queue for the counter, so they do not race each other through its condition,
// and the container remembers the last number it took, reading the counter only when it has none or
// after another container took one; containers still race, and the condition decides.

const maxAttempts = 100;

/** The number-taking write failed because another order took the number first. */
const numberTaken = 'order_number_taken';

/** An order about to be placed, before its number. */
export type UnnumberedOrder = Omit<Order, 'number'>;

/** Committed under its number, or refused by one of the other items. */
export type NewOrderCommit<Code extends string> = { ok: true; order: Order } | { ok: false; code: Code };

/** Committed under consecutive numbers, in the order given, or refused by one of the other items. */
export type NewOrdersCommit<Code extends string> = { ok: true; orders: Order[] } | { ok: false; code: Code };

/** What a new order's transaction holds beside the order's own items: guarded items and events. */
export interface OrderWrite<Code extends string> {
  items: GuardedItem<Code>[];
  events: OutboxItem[];
}

type NumberingPorts = Pick<OrderPorts, 'orderItems' | 'lastOrderSequence' | 'commit'>;

/** The last place this container took in each year's sequence, per counter read (a test's fake has its own). */
const lastTaken = new WeakMap<NumberingPorts['lastOrderSequence'], Map<string, number>>();

/**
 * Commits orders of one year under consecutive numbers in one transaction, with what `write` adds for
 * the numbered orders; another order having taken a number reads the counter again. Callers queue for
 * it (`commitNewOrder`, `commitNewOrders`, `commit-placements.ts`).
 */
export const commitNumbered = async <Code extends string>(
  ports: NumberingPorts,
  unnumbered: readonly UnnumberedOrder[],
  write: (orders: Order[]) => OrderWrite<Code>,
): Promise<NewOrdersCommit<Code>> => {
  const years = new Set(unnumbered.map((order) => orderYearOf(order.createdAt)));
  const [year] = years;
  if (year === undefined || years.size > 1) throw new Error('orders numbered together must be of one year');
  const taken = lastTaken.get(ports.lastOrderSequence) ?? new Map<string, number>();
  lastTaken.set(ports.lastOrderSequence, taken);
  for (let attempt = 1; ; attempt++) {
    const first = (taken.get(year) ?? (await ports.lastOrderSequence(year))) + 1;
    const orders: Order[] = unnumbered.map((order, i) => ({
      ...order,
      number: orderNumberOf(year, first + i),
    }));
    const last = first + orders.length - 1;
    const { items, events } = write(orders);
    const committed: Committed<Code | typeof numberTaken> = await ports.commit(
      [
        ...orders.flatMap((order) => ports.orderItems.placed(order).map((item) => ({ item }))),
        ...items,
        { item: ports.orderItems.numberTaken(year, last, orders.length), whenConditionFails: numberTaken },
      ],
      events,
    );
    if (committed.ok) {
      taken.set(year, last);
      return { ok: true, orders };
    }
    if (committed.code !== numberTaken) return { ok: false, code: committed.code };
    taken.delete(year);
    if (attempt === maxAttempts) {
      throw new Error(`order number of ${year} still taken after ${maxAttempts} attempts`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(attempt, 10)));
  }
};

/**
 * Commits a new order under the next number of its year, with what `write` adds for the numbered
 * order; the other items' refusals answer as they would in a plain commit.
 */
export const commitNewOrder = <Code extends string>(
  ports: NumberingPorts,
  unnumbered: UnnumberedOrder,
  write: (order: Order) => OrderWrite<Code>,
): Promise<NewOrderCommit<Code>> =>
  queuedInContainer('order-number', async (): Promise<NewOrderCommit<Code>> => {
    const committed = await commitNumbered(ports, [unnumbered], ([order]) => write(order as Order));
    return committed.ok ? { ok: true, order: committed.orders[0] as Order } : committed;
  });

/**
 * Commits several new orders of one year in one transaction under consecutive numbers, with what
 * `write` adds for the numbered orders (a marketplace's page of orders imported together: one turn of
 * the queue and one transaction instead of one each). Any refusal refuses them all; the caller then
 * commits them one at a time.
 */
export const commitNewOrders = <Code extends string>(
  ports: NumberingPorts,
  unnumbered: readonly UnnumberedOrder[],
  write: (orders: Order[]) => OrderWrite<Code>,
): Promise<NewOrdersCommit<Code>> =>
  queuedInContainer('order-number', () => commitNumbered(ports, unnumbered, write));

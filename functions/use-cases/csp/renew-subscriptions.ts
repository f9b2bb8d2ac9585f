import { unbilledNet } from '#shared/microsoft/licence-change';
import type { Subscription } from '../../lib/partner-center/partner-center-contract';
import { PartnerCenterError } from '../../lib/partner-center/port';
import type { dueForRenewal, StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { getClientOrders, Order } from '../../lib/table/orders';
import { commitNewOrder, type UnnumberedOrder } from '../orders/commit-numbered-order';
import type { OrderPorts } from '../orders/deps';
import { type FollowUpLine, followUpOrder } from '../orders/follow-up-order';
import { orderPlacedEvent } from '../orders/order-placed-event';
import {
  type ChargeSavedCardPorts,
  chargeOrderToSavedCard,
  type OffSessionUrls,
} from '../payments/charge-saved-card';
import type { PaymentPorts } from '../payments/deps';
import { type PartnerState, partnerStateOf } from './partner-state';
import type { SubscriptionPorts } from './subscription-deps';

// Renewals: each auto-renewing subscription whose term has ended, once Microsoft
// renewed it, gets its next term billed on an order charged to the customer's default saved card;
// the subscriptions of one customer renewed in one run share that order (one charge, one invoice)
// when their first orders bill the same buyer the same way. Its invoice follows the payment like any
// order's. A card that cannot be charged leaves the order unpaid: payment overdue, shown on the
// dashboard, paid from the order's page.

/** Customers renewed at once. */
const concurrency = 16;

/**
 * Due subscriptions read before renewing (pages of the renewal keys, ordered by term end, not by
 * customer): enough for a customer's subscriptions ending on one day to meet in one order, and at
 * about 1.5 KB each well within the function's memory. A day with more renews in batches of it.
 */
export const renewalReadAhead = 20_000;

/**
 * Subscriptions billed on one renewal order at most: its transaction holds the order's items, two
 * items per subscription and the event, within DynamoDB's 100.
 */
const subscriptionsPerOrder = 40;

/**
 * No renewal starts with less time left than this: one customer's renewals (Partner Center's reads,
 * the transaction, the card's charge, each within its own timeout) fit in it, so the function's
 * timeout never cuts one between its order and its charge. What is left waits for the next run.
 */
export const renewalTimeMarginMs = 120_000;

export type RenewalPorts = Pick<
  SubscriptionPorts,
  'partnerCenter' | 'subscriptionItems' | 'commit' | 'clock'
> &
  ChargeSavedCardPorts &
  Pick<PaymentPorts, 'orderItems' | 'newPaymentId'> &
  Pick<OrderPorts, 'lastOrderSequence'> & {
    dueForRenewal: typeof dueForRenewal;
    clientOrders: typeof getClientOrders;
    newOrderId: (now: Date) => string;
    /** How long the run may still take (Lambda's remaining time). */
    timeLeftMs: () => number;
  };

/** Subscriptions, by what became of each. */
export interface RenewalCounts {
  charged: number;
  /** Its term ordered ahead by the renewal offer of an invoice's link: renewed, nothing charged. */
  prepaid: number;
  chargeFailed: number;
  lapsed: number;
  /** Not renewed at Microsoft yet (Microsoft renews a little after the term's end), or Microsoft silent. */
  waiting: number;
  /** Due but not started, the run's time being up: the next run renews them (at least this many). */
  deferred: number;
}

type Outcome = keyof RenewalCounts | 'none';

/** A subscription Microsoft renewed, what Microsoft says of it now, and the order that first bought it. */
interface Renewable {
  subscription: StoredSubscription;
  state: PartnerState;
  original: Order;
}

/** The added licences' prorated charges of the term that ended, not billed yet. */
const billsExtra = (subscription: StoredSubscription) => unbilledNet(subscription.charges) > 0;

/**
 * The next terms' order: each subscription's licences at its price (unless the renewal offer ordered
 * its term ahead) followed by its added licences' prorated charges of the term that ended, on
 * `original`'s basis and VAT; with the line of each one's licences (none when ordered ahead). Nothing
 * when there is nothing to bill.
 */
export const renewalOrder = (
  original: Order,
  renewing: readonly { subscription: StoredSubscription; quantity: number }[],
  id: string,
  now: Date,
): { order: UnnumberedOrder; licenceLines: (number | undefined)[] } | undefined => {
  const lines: FollowUpLine[] = [];
  const licenceLines = renewing.map(({ subscription, quantity }) => {
    const line = { productId: subscription.productId, kind: 'm365-subscription' as const };
    const licences = subscription.prepaidOrderId
      ? undefined
      : lines.push({ ...line, name: subscription.name, quantity, unitNet: subscription.unitNet }) - 1;
    const extra = unbilledNet(subscription.charges);
    if (extra > 0) lines.push({ ...line, name: `${subscription.name} (+)`, quantity: 1, unitNet: extra });
    return licences;
  });
  return lines.length > 0
    ? { order: followUpOrder(original, { id, now, shippingMethod: 'electronic', lines }), licenceLines }
    : undefined;
};

/** The first order's fields an invoice bills from: the buyer, her data and her tax treatment. */
const basisFields = ['owner', 'email', 'language', 'currency', 'vatBuyer', 'vatId', 'partnerId'] as const;

/** What a renewal order bills from, as the first order carries it: renewals of one basis share an order. */
const basisOf = (order: Order) =>
  JSON.stringify([
    ...basisFields.map((field) => order[field]),
    order.details.accountType,
    order.details.contact,
    order.details.invoice,
  ]);

/** The items by `keyOf`, each group in the order read, groups in the order first met. */
export const groupedBy = <T>(items: readonly T[], keyOf: (item: T) => string): T[][] => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups.values()];
};

/** The renewables by basis, at most `subscriptionsPerOrder` together. */
const billedTogether = (renewables: readonly Renewable[]): Renewable[][] =>
  groupedBy(renewables, ({ original }) => basisOf(original)).flatMap((same) =>
    Array.from({ length: Math.ceil(same.length / subscriptionsPerOrder) }, (_, i) =>
      same.slice(i * subscriptionsPerOrder, (i + 1) * subscriptionsPerOrder),
    ),
  );

/**
 * Partner Center's subscriptions of a tenant now, by id (one call however many are due there), or
 * undefined while it does not answer (the next run asks again).
 */
const atMicrosoft = async (ports: RenewalPorts, tenantId: string) => {
  try {
    const listed = await ports.partnerCenter().listSubscriptions(tenantId);
    return new Map(listed.map((subscription) => [subscription.id, subscription]));
  } catch (error) {
    if (error instanceof PartnerCenterError) return undefined;
    throw error;
  }
};

/** Out of the renewals: cancelled or expired at Microsoft, or not renewing there. */
const lapse = async (ports: RenewalPorts, subscription: StoredSubscription): Promise<Outcome> => {
  const lapsed = await ports.commit([
    { item: ports.subscriptionItems.lapse(subscription), whenConditionFails: 'moved' },
    {
      item: ports.subscriptionItems.logged(
        'lapsed',
        subscription,
        { autoRenew: false },
        ports.clock().toISOString(),
      ),
    },
  ]);
  return lapsed.ok ? 'lapsed' : 'none';
};

/**
 * What Microsoft says of a due subscription (`found` there): lapsed (done here), waiting, or renewed
 * there and billed from its first order (`original`, the customer's own).
 */
const standingOf = async (
  ports: RenewalPorts,
  subscription: StoredSubscription,
  found: Subscription | undefined,
  original: Order | undefined,
): Promise<Outcome | Renewable> => {
  if (!found) return 'waiting';
  if (found.status === 'deleted' || found.status === 'expired' || !found.autoRenewEnabled)
    return lapse(ports, subscription);
  if (Date.parse(found.commitmentEndDate) <= Date.parse(subscription.termEnd as string)) return 'waiting';
  if (!original) return 'none';
  return { subscription, state: partnerStateOf(found), original };
};

/**
 * ONE transaction of the next terms' order, each subscription's new term (conditional on the term
 * read: renewed once per term) with its log, and `order.placed`; then the order charged to the default
 * saved card, once. When one of them was renewed meanwhile (another run), each of the others is renewed
 * alone.
 */
const renewTogether = async (
  ports: RenewalPorts,
  renewables: readonly Renewable[],
  urls: OffSessionUrls,
): Promise<Outcome[]> => {
  const now = ports.clock();
  const newest = renewables.reduce((a, b) => (b.original.createdAt > a.original.createdAt ? b : a));
  const billed = renewalOrder(
    newest.original,
    renewables.map(({ subscription, state }) => ({ subscription, quantity: state.quantity })),
    ports.newOrderId(now),
    now,
  );
  const terms = renewables.map(({ subscription, state }, i) => {
    const line = billed?.licenceLines[i];
    return {
      termStart: subscription.termEnd as string,
      termEnd: state.termEnd,
      quantity: state.quantity,
      cancellationAllowedUntil: state.cancellationAllowedUntil,
      refundable: state.refundable,
      nextTermQuantity: state.nextTermQuantity,
      ...(billed && line !== undefined
        ? { termOrderId: billed.order.id, termOrderLine: line }
        : {
            termOrderId: subscription.prepaidOrderId as string,
            termOrderLine: subscription.prepaidOrderLine ?? 0,
          }),
    };
  });
  const at = now.toISOString();
  const renewals = renewables.flatMap(({ subscription }, i) => {
    const term = terms[i] as (typeof terms)[number];
    return [
      {
        item: ports.subscriptionItems.renew(subscription, term),
        whenConditionFails: 'renewed_before' as const,
      },
      { item: ports.subscriptionItems.logged('renewed', subscription, term, at) },
    ];
  });
  const placed: { ok: true; order?: Order } | { ok: false } = billed
    ? await commitNewOrder(ports, billed.order, (order) => ({
        items: renewals,
        events: [orderPlacedEvent(order, now)],
      }))
    : await ports.commit(renewals);
  if (!placed.ok) {
    if (renewables.length === 1) return ['none'];
    const alone: Outcome[] = [];
    for (const renewable of renewables) alone.push(...(await renewTogether(ports, [renewable], urls)));
    return alone;
  }
  const charged = placed.order
    ? await chargeOrderToSavedCard(ports, {
        sub: newest.subscription.sub,
        order: placed.order,
        urls,
        what: 'renewal (payment overdue)',
      })
    : 'prepaid';
  return renewables.map(({ subscription }) =>
    subscription.prepaidOrderId && !billsExtra(subscription) ? 'prepaid' : charged,
  );
};

/**
 * One customer's due subscriptions: their first orders (one read), what Microsoft says of each (a call
 * per tenant), the renewed ones ordered together.
 */
const renewCustomer = async (
  ports: RenewalPorts,
  due: readonly StoredSubscription[],
  urls: OffSessionUrls,
): Promise<Outcome[]> => {
  const outcomes: Outcome[] = [];
  const renewables: Renewable[] = [];
  const tenants = new Map<string, Map<string, Subscription> | undefined>();
  const sub = (due[0] as StoredSubscription).sub;
  const orderIds = [...new Set(due.map(({ orderId }) => orderId))];
  const read = await ports.clientOrders(orderIds.map((orderId) => ({ sub, orderId })));
  const originals = new Map(read.map((order) => [order.id, order]));
  for (const subscription of due) {
    const tenantId = subscription.tenantId as string;
    if (!tenants.has(tenantId)) tenants.set(tenantId, await atMicrosoft(ports, tenantId));
    const found = tenants.get(tenantId)?.get(subscription.partnerSubscriptionId as string);
    const standing = await standingOf(ports, subscription, found, originals.get(subscription.orderId));
    if (typeof standing === 'string') outcomes.push(standing);
    else renewables.push(standing);
  }
  for (const together of billedTogether(renewables))
    outcomes.push(...(await renewTogether(ports, together, urls)));
  return outcomes;
};

/**
 * The `renew-subscriptions` schedule's work (hourly): every active subscription whose term ended (this
 * month and the two before, so days without a run catch up), read `readAhead` at a time (at least a
 * page) and renewed `concurrency` customers at a time. Course per subscription: Partner Center's
 * subscription read (with the others of its tenant); cancelled, expired or not auto-renewing there →
 * lapsed (out of the renewals, expired past its term); not renewed there yet, or Partner Center silent
 * → waiting for the next run; renewed → billed with the customer's others of the same basis
 * (`renewTogether`), charged once (the next run finds its term moved on). No customer's renewals start
 * with less than `renewalTimeMarginMs` left: the rest are `deferred` to the next run (hourly), so a day
 * with thousands due never has a renewal cut off between its order and its charge.
 */
export const renewSubscriptions = async (
  ports: RenewalPorts,
  urls: OffSessionUrls,
  readAhead = renewalReadAhead,
): Promise<RenewalCounts> => {
  const counts: RenewalCounts = {
    charged: 0,
    prepaid: 0,
    chargeFailed: 0,
    lapsed: 0,
    waiting: 0,
    deferred: 0,
  };
  const timeIsUp = () => ports.timeLeftMs() < renewalTimeMarginMs;
  /** Renews a batch customer by customer; false once the time is up (the rest deferred). */
  const renewBatch = async (due: readonly StoredSubscription[]) => {
    const customers = groupedBy(due, ({ sub }) => sub);
    let next = 0;
    const worker = async () => {
      while (next < customers.length && !timeIsUp()) {
        const outcomes = await renewCustomer(ports, customers[next++] as StoredSubscription[], urls);
        for (const outcome of outcomes) if (outcome !== 'none') counts[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    counts.deferred += customers.slice(next).reduce((sum, left) => sum + left.length, 0);
    return !timeIsUp();
  };
  let batch: StoredSubscription[] = [];
  for await (const page of ports.dueForRenewal(ports.clock())) {
    batch.push(...page);
    if (batch.length < readAhead) continue;
    if (!(await renewBatch(batch))) return counts;
    batch = [];
  }
  if (batch.length > 0) await renewBatch(batch);
  return counts;
};

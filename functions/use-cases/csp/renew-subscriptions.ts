import { unbilledNet } from '#shared/microsoft/licence-change';
import type { Subscription } from '../../lib/partner-center/partner-center-contract';
import { PartnerCenterError } from '../../lib/partner-center/port';
import type { dueForRenewal, StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import type { Order } from '../../lib/table/orders';
import { followUpOrder } from '../orders/follow-up-order';
import { orderPlacedEvent } from '../orders/order-placed-event';
import {
  type ChargeSavedCardPorts,
  chargeOrderToSavedCard,
  type OffSessionUrls,
} from '../payments/charge-saved-card';
import type { PaymentPorts } from '../payments/deps';
import { partnerStateOf } from './partner-state';
import type { SubscriptionPorts } from './subscription-deps';

// Renewals (issue 15 part 5): each auto-renewing subscription whose term has ended, once Microsoft
// renewed it, gets its next term as an order charged to the customer's default saved card; its invoice
// follows the payment like any order's. A card that cannot be charged leaves the order unpaid: payment
// overdue, shown on the dashboard, paid from the order's page.

/** Subscriptions renewed at once. */
const concurrency = 16;

/**
 * No renewal starts with less time left than this: one renewal (Partner Center's read, the
 * transaction, the card's charge, each within its own timeout) fits in it, so the function's timeout
 * never cuts one between its order and its charge. What is left waits for the next run.
 */
export const renewalTimeMarginMs = 120_000;

export type RenewalPorts = Pick<
  SubscriptionPorts,
  'partnerCenter' | 'findOrder' | 'subscriptionItems' | 'commit' | 'clock'
> &
  ChargeSavedCardPorts &
  Pick<PaymentPorts, 'orderItems' | 'newPaymentId'> & {
    dueForRenewal: typeof dueForRenewal;
    newOrderId: (now: Date) => string;
    /** How long the run may still take (Lambda's remaining time). */
    timeLeftMs: () => number;
  };

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

/**
 * The next term's order: the subscription's licences at its price (unless the renewal offer ordered
 * the term ahead), and the added licences' prorated charges of the term that ended, after the
 * subscription's first order (its basis and VAT); nothing when there is nothing to order.
 */
export const renewalOrder = (
  original: Order,
  subscription: StoredSubscription,
  quantity: number,
  id: string,
  now: Date,
): Order | undefined => {
  const extra = unbilledNet(subscription.charges);
  const line = { productId: subscription.productId, kind: 'm365-subscription' };
  const lines = [
    ...(subscription.prepaidOrderId
      ? []
      : [{ ...line, name: subscription.name, quantity, unitNet: subscription.unitNet }]),
    ...(extra > 0 ? [{ ...line, name: `${subscription.name} (+)`, quantity: 1, unitNet: extra }] : []),
  ];
  return lines.length > 0
    ? followUpOrder(original, { id, now, shippingMethod: 'electronic', lines })
    : undefined;
};

/** Partner Center's subscription now, or undefined while it does not answer (the next run asks again). */
const atMicrosoft = async (ports: RenewalPorts, subscription: StoredSubscription) => {
  try {
    return await ports
      .partnerCenter()
      .getSubscription(subscription.tenantId as string, subscription.partnerSubscriptionId as string);
  } catch (error) {
    if (error instanceof PartnerCenterError) return undefined;
    throw error;
  }
};

const renewOne = async (
  ports: RenewalPorts,
  subscription: StoredSubscription,
  urls: OffSessionUrls,
): Promise<keyof RenewalCounts | 'none'> => {
  const found: Subscription | undefined = await atMicrosoft(ports, subscription);
  if (!found) return 'waiting';
  if (found.status === 'deleted' || found.status === 'expired' || !found.autoRenewEnabled) {
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
  }
  if (Date.parse(found.commitmentEndDate) <= Date.parse(subscription.termEnd as string)) return 'waiting';
  const original = await ports.findOrder(subscription.orderId);
  if (original?.owner.kind !== 'client') return 'none';
  const now = ports.clock();
  const state = partnerStateOf(found);
  const order = renewalOrder(original, subscription, state.quantity, ports.newOrderId(now), now);
  const termOrder = subscription.prepaidOrderId
    ? { termOrderId: subscription.prepaidOrderId, termOrderLine: subscription.prepaidOrderLine ?? 0 }
    : { termOrderId: (order as Order).id, termOrderLine: 0 };
  const nextTerm = {
    termStart: subscription.termEnd as string,
    termEnd: state.termEnd,
    quantity: state.quantity,
    cancellationAllowedUntil: state.cancellationAllowedUntil,
    refundable: state.refundable,
    nextTermQuantity: state.nextTermQuantity,
    ...termOrder,
  };
  const placed = await ports.commit(
    [
      ...(order ? ports.orderItems.placed(order) : []).map((item) => ({ item })),
      {
        item: ports.subscriptionItems.renew(subscription, nextTerm),
        whenConditionFails: 'renewed_before',
      },
      { item: ports.subscriptionItems.logged('renewed', subscription, nextTerm, now.toISOString()) },
    ],
    order ? [orderPlacedEvent(order, now)] : [],
  );
  if (!placed.ok) return 'none';
  if (!order) return 'prepaid';
  return chargeOrderToSavedCard(ports, {
    sub: subscription.sub,
    order,
    urls,
    what: 'renewal (payment overdue)',
  });
};

/**
 * The `renew-subscriptions` schedule's work (daily): every active subscription whose term ended (this
 * month and the two before, so days without a run catch up), `concurrency` at a time. Course per
 * subscription: Partner Center's subscription read; cancelled, expired or not auto-renewing there →
 * lapsed (out of the renewals, expired past its term); not renewed there yet, or Partner Center silent →
 * waiting for the next run; renewed → ONE transaction of the next term's order, the subscription's new
 * term (conditional on the term read: renewed once per term) and `order.placed`; then the default saved
 * card charged off-session for it (once: the next run finds the subscription's term moved on). No
 * renewal starts with less than `renewalTimeMarginMs` left: the rest are `deferred` to the next run
 * (hourly), so a day with thousands due never has a renewal cut off between its order and its charge.
 */
export const renewSubscriptions = async (
  ports: RenewalPorts,
  urls: OffSessionUrls,
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
  for await (const due of ports.dueForRenewal(ports.clock())) {
    let next = 0;
    const worker = async () => {
      while (next < due.length && !timeIsUp()) {
        const subscription = due[next++] as StoredSubscription;
        const outcome = await renewOne(ports, subscription, urls);
        if (outcome !== 'none') counts[outcome] += 1;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (timeIsUp()) {
      counts.deferred += due.length - next;
      break;
    }
  }
  return counts;
};

import { subscriptionRefundDue } from '#events/contracts/subscription-refund-due';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { outboxItem } from '../../lib/table/outbox';
import type { SubscriptionPorts } from './subscription-deps';

// What a subscription gives back (a cancellation, licences taken away) is owed from the order that
// paid its current term: corrected on that order's invoice and paid back from its payment
// (events/consumers/refund-subscription.ts).

/** The order that paid the subscription's current term and its line there: a renewal's first, or the purchase's own. */
export const termLineOf = (subscription: StoredSubscription): { orderId: string; line: number } =>
  subscription.termOrderId
    ? { orderId: subscription.termOrderId, line: subscription.termOrderLine ?? 0 }
    : { orderId: subscription.orderId, line: Number(subscription.id.slice(subscription.orderId.length + 1)) };

/** What the term's order line cost, net: a refund never gives back more. */
export const paidNet = async (
  ports: Pick<SubscriptionPorts, 'findOrder'>,
  subscription: StoredSubscription,
) => {
  const { orderId, line } = termLineOf(subscription);
  return (await ports.findOrder(orderId))?.lines[line]?.total.net ?? 0;
};

/** `subscription.refund-due`, written in the transaction of the change that owes it. */
export const refundDue = (
  subscription: StoredSubscription,
  { refund, refundNet, at }: { refund: 'whole' | 'unusedDays'; refundNet: number; at: Date },
) =>
  outboxItem(
    subscriptionRefundDue,
    {
      sub: subscription.sub,
      subscriptionId: subscription.id,
      name: subscription.name,
      ...termLineOf(subscription),
      refund,
      refundNet,
      at: at.toISOString(),
    },
    { now: at },
  );

import type { SubscriptionView } from '#shared/microsoft/subscription';
import { fail, ok, type Result } from '../result';
import type { SubscriptionPorts } from './subscription-deps';
import { quotedView, subscriptionView } from './subscription-view';

/** Input: the caller. Output: her subscriptions, oldest first, each with its status and actions now (no refund quote). */
export const listSubscriptions = async (
  ports: Pick<SubscriptionPorts, 'subscriptionsOf' | 'clock'>,
  { sub }: { sub: string },
): Promise<Result<{ subscriptions: SubscriptionView[] }>> => {
  const now = ports.clock();
  const stored = await ports.subscriptionsOf(sub);
  return ok({ subscriptions: stored.map((subscription) => subscriptionView(subscription, now)) });
};

/**
 * Input: the caller and a subscription id. Output: that subscription of hers, with what cancelling it
 * now gives back while it may be cancelled, or `subscription_not_found`.
 */
export const readSubscription = async (
  ports: Pick<SubscriptionPorts, 'getSubscription' | 'findOrder' | 'clock'>,
  { sub, subscriptionId }: { sub: string; subscriptionId: string },
): Promise<Result<SubscriptionView>> => {
  const subscription = await ports.getSubscription(sub, subscriptionId);
  return subscription
    ? ok(await quotedView(ports, subscription, ports.clock()))
    : fail('subscription_not_found');
};

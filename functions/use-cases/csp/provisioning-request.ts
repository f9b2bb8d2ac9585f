import { subscriptionProvisioningRequested } from '#events/contracts/subscription-provisioning-requested';
import { userTopic } from '#shared/live';
import type { StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { type OutboxItem, outboxItem } from '../../lib/table/outbox';

/** The event that starts a subscription's provisioning, pushed to the customer's browsers too. */
export const provisioningRequest = (subscription: StoredSubscription, now: Date): OutboxItem =>
  outboxItem(
    subscriptionProvisioningRequested,
    { sub: subscription.sub, subscriptionId: subscription.id, configuration: subscription.configuration },
    { now, topics: [userTopic(subscription.sub)] },
  );

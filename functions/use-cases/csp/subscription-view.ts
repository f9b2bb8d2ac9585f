import type { SubscriptionView } from '#shared/microsoft/subscription';
import { subscriptionStatusOf } from '#shared/microsoft/subscription-states';
import type { ListedSubscription, StoredSubscription } from '../../lib/table/microsoft-subscriptions';

/**
 * What the customer sees of a subscription (stored, or as listed: the view's fields only): all but the
 * keys Partner Center and the mails need, with its status now.
 */
export const subscriptionView = (
  {
    sub: _sub,
    catalogItemId: _offer,
    tenantId: _tenant,
    partnerOrderId: _order,
    configuration: _configuration,
    email: _email,
    language: _language,
    ...view
  }: ListedSubscription & Partial<StoredSubscription>,
  now: Date,
): SubscriptionView => ({ ...view, status: subscriptionStatusOf(view, now) });

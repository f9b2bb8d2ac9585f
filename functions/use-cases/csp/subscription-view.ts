import type { SubscriptionView } from '#shared/microsoft/subscription';
import {
  reducibleLicencesOf,
  refundQuoteOf,
  subscriptionActionsOf,
} from '#shared/microsoft/subscription-actions';
import { subscriptionStatusOf } from '#shared/microsoft/subscription-states';
import type { ListedSubscription, StoredSubscription } from '../../lib/table/microsoft-subscriptions';
import { paidNet } from './refund-due';
import type { SubscriptionPorts } from './subscription-deps';

/**
 * What the customer sees of a subscription (stored, or as listed: the view's fields only): all but the
 * keys Partner Center and the mails need, with its status now, the actions the API allows now and the
 * licences she may take away now.
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
): SubscriptionView => ({
  ...view,
  status: subscriptionStatusOf(view, now),
  actions: subscriptionActionsOf(view, now),
  reducibleLicences: reducibleLicencesOf(view, now),
});

/**
 * One subscription's view, with what cancelling it now gives back while it may be cancelled (its
 * term's order line read: a refund never gives back more), the amount the cancellation will give.
 */
export const quotedView = async (
  ports: Pick<SubscriptionPorts, 'findOrder'>,
  subscription: StoredSubscription,
  now: Date,
): Promise<SubscriptionView> => {
  const view = subscriptionView(subscription, now);
  if (!view.actions.includes('cancel')) return view;
  return { ...view, refundQuote: refundQuoteOf(subscription, now, await paidNet(ports, subscription)) };
};

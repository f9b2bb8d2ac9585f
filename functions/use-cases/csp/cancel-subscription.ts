import { cancellationRefund } from '#shared/microsoft/licence-change';
import { withinWindow } from '#shared/microsoft/nce-terms';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { fail, ok, type Result } from '../result';
import { activeSubscriptionOf, changeAtMicrosoft, licenceTermsOf } from './active-subscription';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/**
 * Input: the caller and her subscription. Output: the subscription, cancelled, with what it gives back.
 * Course: only an active subscription within its cancellation window (168 hours after the purchase or
 * renewal: `licence_change_window_closed`, nothing changed); Partner Center cancels it, then the shop
 * records it cancelled with the unused days' net (spec section 2: "cancel, with the refund shown").
 */
export const cancelSubscription = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId }: { sub: string; subscriptionId: string },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const now = ports.clock();
  if (!withinWindow(now, subscription.cancellationAllowedUntil)) return fail('licence_change_window_closed');
  const cancelled = await changeAtMicrosoft(ports, subscription, { status: 'deleted' });
  if (!cancelled.ok) return cancelled;
  const refundNet = cancellationRefund(licenceTermsOf(subscription), now);
  const cancelledAt = now.toISOString();
  await ports.commit([
    {
      item: ports.subscriptionItems.cancel(subscription, cancelledAt, refundNet),
      whenConditionFails: 'cancelled_before',
    },
  ]);
  return ok(
    subscriptionView({ ...subscription, state: 'cancelled', cancelledAt, refundNet, autoRenew: false }, now),
  );
};

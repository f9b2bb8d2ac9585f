import { type LicenceQuantityInput, licenceQuote, reducibleNow } from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { fail, ok, type Result } from '../result';
import { activeSubscriptionOf, changeAndKeep, licenceTermsOf } from './active-subscription';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/**
 * Input: the caller, her subscription, the new number of licences. Output: the subscription after it.
 * Course: only an active subscription; fewer licences only as many as batches bought within 168 hours
 * allow (`licence_change_window_closed`, nothing changed); Partner Center changes the seats at once
 * (spec section 4: "apply as soon as possible"), then the shop keeps its seats, windows and, for added
 * licences, their cost prorated by day to the term's end, settled on the next invoice. A change
 * Partner Center refused changes nothing here either; a change made meanwhile by another request is
 * `subscription_changed` (the customer reads it again).
 */
export const changeLicences = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, input }: { sub: string; subscriptionId: string; input: LicenceQuantityInput },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const now = ports.clock();
  if (input.quantity === subscription.quantity) return ok(subscriptionView(subscription, now));
  const fewer = subscription.quantity - input.quantity;
  if (fewer > 0 && fewer > reducibleNow(subscription.refundable ?? [], now))
    return fail('licence_change_window_closed');
  const { prorated } = licenceQuote(licenceTermsOf(subscription), input.quantity, now);
  const charge =
    prorated > 0
      ? { at: now.toISOString(), quantity: input.quantity - subscription.quantity, net: prorated }
      : undefined;
  return changeAndKeep(ports, subscription, { quantity: input.quantity }, charge);
};

import type { SubscriptionView } from '#shared/microsoft/subscription';
import { ok, type Result } from '../result';
import { activeSubscriptionOf, changeAndKeep } from './active-subscription';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/**
 * Input: the caller, her subscription, auto-renew on or off. Output: the subscription after it.
 * Course: never for a subscription that is not active (spec section 4, `subscription_not_active`);
 * Partner Center changes it, then the shop keeps what Partner Center answered.
 */
export const setAutoRenew = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, autoRenew }: { sub: string; subscriptionId: string; autoRenew: boolean },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const now = ports.clock();
  if (subscription.autoRenew === autoRenew) return ok(subscriptionView(subscription, now));
  return changeAndKeep(ports, subscription, { autoRenewEnabled: autoRenew });
};

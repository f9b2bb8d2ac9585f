import type { SubscriptionView } from '#shared/microsoft/subscription';
import { fail, ok, type Result } from '../result';
import { activeSubscriptionOf, changeAtMicrosoft } from './active-subscription';
import { partnerStateOf } from './partner-state';
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
  const changed = await changeAtMicrosoft(ports, subscription, { autoRenewEnabled: autoRenew });
  if (!changed.ok) return changed;
  const state = partnerStateOf(changed.value);
  const committed = await ports.commit([
    { item: ports.subscriptionItems.change(subscription, state), whenConditionFails: 'subscription_changed' },
  ]);
  if (!committed.ok) return fail(committed.code);
  return ok(subscriptionView({ ...subscription, ...state }, now));
};

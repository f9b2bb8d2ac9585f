import type { SubscriptionView } from '#shared/microsoft/subscription';
import { ok, type Result } from '../result';
import { activeSubscriptionOf, changeAndKeep } from './change-subscription';
import type { SubscriptionPorts } from './subscription-deps';
import { quotedView } from './subscription-view';

/**
 * Input: the caller, her subscription, auto-renew on or off. Output: the subscription after it.
 * Course: never for a subscription that is not active (spec section 4, `subscription_not_active`);
 * Partner Center changes it, then the shop keeps what Partner Center answered (the change workflow,
 * `change-subscription.ts`).
 */
export const setAutoRenew = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, autoRenew }: { sub: string; subscriptionId: string; autoRenew: boolean },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const now = ports.clock();
  if (subscription.autoRenew === autoRenew) return ok(await quotedView(ports, subscription, now));
  return changeAndKeep(ports, subscription, { autoRenewEnabled: autoRenew });
};

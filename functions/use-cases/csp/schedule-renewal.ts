import type { LicenceQuantityInput } from '#shared/microsoft/licence-change';
import { ncePlanOf, type SubscriptionView } from '#shared/microsoft/subscription';
import { fail, ok, type Result } from '../result';
import { activeSubscriptionOf, changeAtMicrosoft } from './active-subscription';
import { partnerStateOf } from './partner-state';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/**
 * Input: the caller, her subscription and the number of licences of its next term. Output: the
 * subscription, renewing. Course (spec section 4: "renewal is automatic or manual"): a manual renewal
 * of an active subscription that would end is its next term set at Partner Center, its licences
 * scheduled for the renewal (NCE's scheduled next-term instructions, the term and billing kept) and
 * auto-renew on, so Microsoft renews it at the term's end and the daily renewal orders the term and
 * charges the saved card; the shop keeps Partner Center's answer and the licences scheduled.
 */
export const scheduleRenewal = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, input }: { sub: string; subscriptionId: string; input: LicenceQuantityInput },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const changed = await changeAtMicrosoft(ports, subscription, {
    autoRenewEnabled: true,
    scheduledNextTermInstructions: { quantity: input.quantity, ...ncePlanOf(subscription.billing) },
  });
  if (!changed.ok) return changed;
  const state = partnerStateOf(changed.value);
  const committed = await ports.commit([
    { item: ports.subscriptionItems.change(subscription, state), whenConditionFails: 'subscription_changed' },
  ]);
  if (!committed.ok) return fail(committed.code);
  return ok(subscriptionView({ ...subscription, ...state }, ports.clock()));
};

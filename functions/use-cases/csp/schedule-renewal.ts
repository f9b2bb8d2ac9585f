import type { LicenceQuantityInput } from '#shared/microsoft/licence-change';
import { ncePlanOf, type SubscriptionView } from '#shared/microsoft/subscription';
import type { Result } from '../result';
import { activeSubscriptionOf, changeAndKeep } from './change-subscription';
import type { SubscriptionPorts } from './subscription-deps';

/**
 * Input: the caller, her subscription and the number of licences of its next term. Output: the
 * subscription, renewing. Course (spec section 4: "renewal is automatic or manual"): a manual renewal
 * of an active subscription that would end is its next term set at Partner Center, its licences
 * scheduled for the renewal (NCE's scheduled next-term instructions, the term and billing kept) and
 * auto-renew on, so Microsoft renews it at the term's end and the daily renewal orders the term and
 * charges the saved card; the shop keeps Partner Center's answer and the licences scheduled (the
 * change workflow, `change-subscription.ts`).
 */
export const scheduleRenewal = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, input }: { sub: string; subscriptionId: string; input: LicenceQuantityInput },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  return changeAndKeep(ports, found.value, {
    autoRenewEnabled: true,
    scheduledNextTermInstructions: { quantity: input.quantity, ...ncePlanOf(found.value.billing) },
  });
};

import {
  cancellationRefund,
  type LicenceQuantityInput,
  licenceQuote,
  unbilledNet,
} from '#shared/microsoft/licence-change';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { reducibleLicencesOf } from '#shared/microsoft/subscription-actions';
import { fail, ok, type Result } from '../result';
import { licenceTermsOf } from './active-subscription';
import { activeSubscriptionOf, changeAndKeep } from './change-subscription';
import { paidNet } from './refund-due';
import type { SubscriptionPorts } from './subscription-deps';
import { quotedView } from './subscription-view';

/**
 * Input: the caller, her subscription, the new number of licences. Output: the subscription after it.
 * Course: only an active subscription; fewer licences only as many as batches bought within 168 hours
 * allow (`licence_change_window_closed`, nothing changed); Partner Center changes the seats at once
 * (spec section 4: "apply as soon as possible"), then the shop keeps its seats, windows and, for added
 * licences, their cost prorated by day to the term's end, settled on the next invoice; licences taken
 * away give back their unused days, first as a negative charge against added licences not invoiced
 * yet, the rest (never more than the term's order line) paid back now (`subscription.refund-due`). The
 * change runs as the change workflow (`change-subscription.ts`): a change Partner Center refused
 * changes nothing here either; one the table refuses (made meanwhile by another request:
 * `subscription_changed`, the customer reads it again) is undone at Partner Center.
 */
export const changeLicences = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId, input }: { sub: string; subscriptionId: string; input: LicenceQuantityInput },
): Promise<Result<SubscriptionView>> => {
  const found = await activeSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const now = ports.clock();
  if (input.quantity === subscription.quantity) return ok(await quotedView(ports, subscription, now));
  const fewer = subscription.quantity - input.quantity;
  if (fewer > 0 && fewer > reducibleLicencesOf(subscription, now))
    return fail('licence_change_window_closed');
  const terms = licenceTermsOf(subscription);
  const at = now.toISOString();
  if (fewer < 0) {
    const { prorated } = licenceQuote(terms, input.quantity, now);
    return changeAndKeep(
      ports,
      subscription,
      { quantity: input.quantity },
      { charge: { at, quantity: -fewer, net: prorated } },
    );
  }
  // Licences taken away give back their unused days: first from what licences added meanwhile cost and
  // is not invoiced yet (a negative charge), the rest paid back now from the term's order.
  const unused = cancellationRefund({ ...terms, quantity: fewer }, now);
  const offset = Math.min(unused, Math.max(0, unbilledNet(subscription.charges)));
  const rest = Math.min(unused - offset, await paidNet(ports, subscription));
  return changeAndKeep(
    ports,
    subscription,
    { quantity: input.quantity },
    {
      ...(offset > 0 ? { charge: { at, quantity: -fewer, net: -offset } } : {}),
      refundNet: rest,
    },
  );
};

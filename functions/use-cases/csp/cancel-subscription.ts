import type { SubscriptionView } from '#shared/microsoft/subscription';
import { cancellationOf, isRunning, refundQuoteOf } from '#shared/microsoft/subscription-actions';
import { fail, ok, type Result } from '../result';
import { asActive } from './active-subscription';
import { makeChange, recordCancellation, settledSubscriptionOf } from './change-subscription';
import { paidNet } from './refund-due';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/**
 * Input: the caller and her subscription. Output: the subscription, cancelled, with what it gives back
 * (net): the `refundQuote` its view showed (`shared/microsoft/subscription-actions.ts`, spec section 2:
 * "cancel, with the refund shown"). Course: a change of it left unfinished is settled first; one never
 * provisioned (not configured, or its provisioning failed: nothing at Microsoft) gives back all its
 * line cost, recorded in one transaction; an active one only within its cancellation window (168 hours
 * after the purchase or renewal: `licence_change_window_closed`, nothing changed) is cancelled by the
 * change workflow (`change-subscription.ts`: at Partner Center, then recorded) and gives back its
 * unused days less what licences added meanwhile cost and was not invoiced, never more than its term's
 * order line; one being provisioned cannot be cancelled (`subscription_not_active`). The record is
 * conditional on the state read, with `subscription.refund-due` when it gives something back, whose
 * consumer corrects the invoice and pays it back.
 */
export const cancelSubscription = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId }: { sub: string; subscriptionId: string },
): Promise<Result<SubscriptionView>> => {
  const found = await settledSubscriptionOf(ports, sub, subscriptionId);
  if (!found.ok) return found;
  const subscription = found.value;
  const now = ports.clock();
  const cancellation = cancellationOf(subscription, now);
  if (!cancellation)
    return fail(isRunning(subscription, now) ? 'licence_change_window_closed' : 'subscription_not_active');
  const refundNet = refundQuoteOf(subscription, now, await paidNet(ports, subscription)) ?? 0;
  if (cancellation === 'unusedDays') {
    const active = asActive(subscription);
    if (!active.ok) return active;
    const cancelled = await makeChange(ports, active.value, {
      kind: 'cancelled',
      patch: { status: 'deleted' },
      refundNet,
    });
    return cancelled.ok ? ok(subscriptionView(cancelled.value, now)) : cancelled;
  }
  const cancelled = await recordCancellation(ports, subscription, { at: now, refund: 'whole', refundNet });
  if (!cancelled.ok) return cancelled;
  const cancelledAt = now.toISOString();
  return ok(
    subscriptionView({ ...subscription, state: 'cancelled', cancelledAt, refundNet, autoRenew: false }, now),
  );
};

import { cancellationRefund, unbilledNet } from '#shared/microsoft/licence-change';
import { withinWindow } from '#shared/microsoft/nce-terms';
import type { SubscriptionView } from '#shared/microsoft/subscription';
import { fail, ok, type Result } from '../result';
import { type ActiveSubscription, asActive, changeAtMicrosoft, licenceTermsOf } from './active-subscription';
import { paidNet, refundDue } from './refund-due';
import type { SubscriptionPorts } from './subscription-deps';
import { subscriptionView } from './subscription-view';

/** An active one within its window: Partner Center cancels it; its unused days are given back. */
const cancelActive = async (ports: SubscriptionPorts, subscription: ActiveSubscription, now: Date) => {
  if (!withinWindow(now, subscription.cancellationAllowedUntil)) return fail('licence_change_window_closed');
  const cancelled = await changeAtMicrosoft(ports, subscription, { status: 'deleted' });
  if (!cancelled.ok) return cancelled;
  const unused = cancellationRefund(licenceTermsOf(subscription), now, unbilledNet(subscription.charges));
  return ok({
    refund: 'unusedDays' as const,
    refundNet: Math.min(unused, await paidNet(ports, subscription)),
  });
};

/**
 * Input: the caller and her subscription. Output: the subscription, cancelled, with what it gives back
 * (net). Course: one never provisioned (not configured, or its provisioning failed: nothing at
 * Microsoft) gives back all its line cost; an active one only within its cancellation window (168
 * hours after the purchase or renewal: `licence_change_window_closed`, nothing changed), cancelled at
 * Partner Center first, gives back its unused days less what licences added meanwhile cost and was not
 * invoiced, never more than its term's order line (spec section 2: "cancel, with the refund shown");
 * one being provisioned cannot be cancelled (`subscription_not_active`). Then ONE transaction records
 * it cancelled (conditional on the state read) with `subscription.refund-due` when it gives something
 * back, whose consumer corrects the invoice and pays it back.
 */
export const cancelSubscription = async (
  ports: SubscriptionPorts,
  { sub, subscriptionId }: { sub: string; subscriptionId: string },
): Promise<Result<SubscriptionView>> => {
  const subscription = await ports.getSubscription(sub, subscriptionId);
  if (!subscription) return fail('subscription_not_found');
  const now = ports.clock();
  const neverProvisioned = subscription.state === 'notConfigured' || subscription.state === 'failed';
  const active = asActive(subscription);
  if (!neverProvisioned && !active.ok) return active;
  const decided = active.ok
    ? await cancelActive(ports, active.value, now)
    : ok({ refund: 'whole' as const, refundNet: await paidNet(ports, subscription) });
  if (!decided.ok) return decided;
  const { refund, refundNet } = decided.value;
  const cancelledAt = now.toISOString();
  const committed = await ports.commit(
    [
      {
        item: ports.subscriptionItems.cancel(subscription, cancelledAt, refundNet),
        whenConditionFails: 'subscription_changed',
      },
      {
        item: ports.subscriptionItems.logged(
          'cancelled',
          subscription,
          { state: 'cancelled', cancelledAt, refundNet, autoRenew: false },
          cancelledAt,
        ),
      },
    ],
    refundNet > 0 ? [refundDue(subscription, { refund, refundNet, at: now })] : [],
  );
  if (!committed.ok) return fail(committed.code);
  return ok(
    subscriptionView({ ...subscription, state: 'cancelled', cancelledAt, refundNet, autoRenew: false }, now),
  );
};

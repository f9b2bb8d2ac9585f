import { defineMachine } from '../state-machine';

// A Microsoft 365 subscription as the shop holds it (spec sections 3 and 4). A paid order's
// subscription line is recorded `notConfigured`, or at once `provisioning` when the customer has
// exactly one tenant ready for it; choosing its tenant starts its provisioning at Partner Center; it
// is `active` once Microsoft provisioned it, or `failed` when provisioning finally failed (the
// customer may choose again and retry). She may cancel one never provisioned (all it cost given back)
// or an active one within its window. Expiring and expired are what the list shows of an active one
// near or past its term's end (`subscriptionStatusOf`).

export const subscriptionStates = ['notConfigured', 'provisioning', 'active', 'failed', 'cancelled'] as const;
export type SubscriptionState = (typeof subscriptionStates)[number];

export const subscriptionMachine = defineMachine<SubscriptionState>({
  initial: ['notConfigured', 'provisioning'],
  terminal: ['cancelled'],
  next: {
    notConfigured: ['provisioning', 'cancelled'],
    provisioning: ['active', 'failed'],
    failed: ['provisioning', 'cancelled'],
    active: ['cancelled'],
    cancelled: [],
  },
});

/** The states from which a customer may (re)configure a subscription: choose its tenant and provision it. */
export const configurableStates = subscriptionMachine.sourcesOf('provisioning');

/** The states from which a customer may cancel a subscription (an active one within its window only). */
export const cancellableStates = subscriptionMachine.sourcesOf('cancelled');

/** What the list and its filter show (spec section 4: not configured, active, expiring, expired). */
export const subscriptionStatuses = [
  'notConfigured',
  'processing',
  'active',
  'expiring',
  'expired',
  'failed',
  'cancelled',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** An active subscription that will not renew is expiring this many days before its term ends. */
export const expiringDays = 30;
const dayMs = 86_400_000;

/**
 * The status a customer sees: an active subscription past its term's end is expired; one that will
 * not renew and ends within `expiringDays` is expiring.
 */
export const subscriptionStatusOf = (
  subscription: { state: SubscriptionState; termEnd?: string; autoRenew?: boolean },
  now: Date,
): SubscriptionStatus => {
  if (subscription.state === 'provisioning') return 'processing';
  if (subscription.state !== 'active' || !subscription.termEnd) return subscription.state;
  const left = Date.parse(subscription.termEnd) - now.getTime();
  if (left <= 0) return 'expired';
  return !subscription.autoRenew && left <= expiringDays * dayMs ? 'expiring' : 'active';
};

import { cancellationRefund, type RefundableBatch, reducibleNow, unbilledNet } from './licence-change';
import { withinWindow } from './nce-terms';
import { configurableStates, type SubscriptionState } from './subscription-states';

// What a customer may do with a subscription now, and what cancelling it gives back: decided once,
// here, by the API's use cases (which refuse what is not allowed) and answered in the subscription's
// view, so the panel only shows what the server allows and the refund it will give (spec section 2:
// "cancel, with the refund shown").

export const subscriptionActions = [
  /** Choose its tenant and provision it: one not configured, or whose provisioning failed. */
  'configure',
  /** Add licences, or take away those still within their 168 hours. */
  'changeLicences',
  /** Switch renewal at the term's end on or off. */
  'setAutoRenew',
  /** Set the next term's licences (a manual renewal). */
  'renew',
  /** Cancel it, with `refundQuote` given back. */
  'cancel',
] as const;
export type SubscriptionAction = (typeof subscriptionActions)[number];

/** What the rules read of a subscription (the stored one, or its view). */
export interface SubscriptionFacts {
  state: SubscriptionState;
  quantity: number;
  unitNet: number;
  partnerSubscriptionId?: string;
  termStart?: string;
  termEnd?: string;
  cancellationAllowedUntil?: string | null;
  refundable?: RefundableBatch[];
  charges?: { net: number }[];
}

/**
 * Active at Microsoft within its term: what every change of a running subscription needs (one whose
 * term ended is expired, or renewed at Microsoft and waiting for its renewal to be billed).
 */
export const isRunning = (subscription: SubscriptionFacts, now: Date): boolean =>
  subscription.state === 'active' &&
  Boolean(subscription.partnerSubscriptionId && subscription.termStart) &&
  withinWindow(now, subscription.termEnd);

/** One that may be (re)configured was never provisioned: nothing of it is at Microsoft. */
const neverProvisioned = (subscription: SubscriptionFacts): boolean =>
  configurableStates.includes(subscription.state);

/**
 * How cancelling now gives money back: `whole` (one never provisioned: its whole line), `unusedDays`
 * (an active one within its window, 168 hours after its purchase or renewal), or undefined when it
 * may not be cancelled now.
 */
export const cancellationOf = (
  subscription: SubscriptionFacts,
  now: Date,
): 'whole' | 'unusedDays' | undefined => {
  // Not configured, or its provisioning failed: nothing at Microsoft.
  if (neverProvisioned(subscription)) return 'whole';
  if (isRunning(subscription, now) && withinWindow(now, subscription.cancellationAllowedUntil))
    return 'unusedDays';
  return undefined;
};

/** The actions the API allows now, in the order of `subscriptionActions`. */
export const subscriptionActionsOf = (subscription: SubscriptionFacts, now: Date): SubscriptionAction[] => {
  const allowed: Record<SubscriptionAction, boolean> = {
    configure: neverProvisioned(subscription),
    changeLicences: isRunning(subscription, now),
    setAutoRenew: isRunning(subscription, now),
    renew: isRunning(subscription, now),
    cancel: cancellationOf(subscription, now) !== undefined,
  };
  return subscriptionActions.filter((action) => allowed[action]);
};

/** How many licences may be taken away now: those of batches still within their 168 hours (none unless running). */
export const reducibleLicencesOf = (subscription: SubscriptionFacts, now: Date): number =>
  isRunning(subscription, now) ? reducibleNow(subscription.refundable ?? [], now) : 0;

/**
 * What cancelling now gives back, net, in minor units of the subscription's currency, never more than
 * `paidNet` (what its term's order line cost): one never provisioned all of it; an active one within its
 * window the unused days of its period for every licence, less what licences added meanwhile cost and
 * was not invoiced yet; undefined when it may not be cancelled now.
 */
export const refundQuoteOf = (
  subscription: SubscriptionFacts,
  now: Date,
  paidNet: number,
): number | undefined => {
  const cancellation = cancellationOf(subscription, now);
  if (cancellation === 'whole') return paidNet;
  if (cancellation === undefined) return undefined;
  const { unitNet, quantity, termStart = '', termEnd = '' } = subscription;
  const unused = cancellationRefund(
    { unitNet, quantity, termStart, termEnd },
    now,
    unbilledNet(subscription.charges),
  );
  return Math.min(unused, paidNet);
};

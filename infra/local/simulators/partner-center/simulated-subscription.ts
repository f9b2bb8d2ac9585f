import type { Subscription } from '#functions/lib/partner-center/partner-center-contract';
import {
  type BillingCycle,
  type TermDuration,
  termEnd,
  windowEnd,
  withinWindow,
} from '#shared/microsoft/nce-terms';

// A subscription as the simulated Partner Center stores it, and what it answers at a given moment:
// its terms roll over lazily on every read (renewed when auto-renew is on, with the scheduled changes,
// else expired), so no timer is needed and a restart loses nothing. Seats are kept as batches, each
// bought at its own time, because each batch may be given back only within 168 hours of its purchase.

export interface SeatBatch {
  quantity: number;
  at: string;
}

export interface StoredSubscription {
  id: string;
  tenantId: string;
  offerId: string;
  offerName: string;
  orderId: string;
  creationDate: string;
  /** Pending until then (Partner Center provisions asynchronously). */
  provisionedAt: string;
  termStart: string;
  termEnd: string;
  termDuration: TermDuration;
  billingCycle: BillingCycle;
  autoRenewEnabled: boolean;
  batches: SeatBatch[];
  scheduled: { quantity: number; termDuration: TermDuration; billingCycle: BillingCycle } | null;
  cancelledAt?: string;
  expired?: boolean;
}

export const quantityOf = (subscription: StoredSubscription) =>
  subscription.batches.reduce((sum, batch) => sum + batch.quantity, 0);

/** The subscription brought up to `now`: every term that ended renewed or, without auto-renew, expired. */
export const rolledTo = (subscription: StoredSubscription, now: Date): StoredSubscription => {
  let current = subscription;
  while (!current.cancelledAt && !current.expired && now.getTime() >= Date.parse(current.termEnd)) {
    if (!current.autoRenewEnabled) return { ...current, expired: true };
    const start = current.termEnd;
    const next = current.scheduled;
    const termDuration = next?.termDuration ?? current.termDuration;
    current = {
      ...current,
      termStart: start,
      termEnd: termEnd(start, termDuration),
      termDuration,
      billingCycle: next?.billingCycle ?? current.billingCycle,
      // A renewal is a purchase: its seats may be given back within 168 hours again.
      batches: [{ quantity: next?.quantity ?? quantityOf(current), at: start }],
      scheduled: null,
    };
  }
  return current;
};

export const statusOf = (subscription: StoredSubscription, now: Date): Subscription['status'] => {
  if (subscription.cancelledAt) return 'deleted';
  if (subscription.expired) return 'expired';
  return now.getTime() < Date.parse(subscription.provisionedAt) ? 'pending' : 'active';
};

/** The batches still refundable at `now`. */
export const refundableBatches = (subscription: StoredSubscription, now: Date): SeatBatch[] =>
  statusOf(subscription, now) === 'active'
    ? subscription.batches.filter((batch) => withinWindow(now, windowEnd(batch.at)))
    : [];

/** What Partner Center answers for the subscription (already rolled to `now`). */
export const subscriptionView = (subscription: StoredSubscription, now: Date): Subscription => {
  const status = statusOf(subscription, now);
  const cancellable = status === 'active' && withinWindow(now, windowEnd(subscription.termStart));
  const refundable = refundableBatches(subscription, now);
  return {
    id: subscription.id,
    offerId: subscription.offerId,
    offerName: subscription.offerName,
    friendlyName: subscription.offerName,
    orderId: subscription.orderId,
    quantity: quantityOf(subscription),
    unitType: 'Licenses',
    status,
    creationDate: subscription.creationDate,
    effectiveStartDate: subscription.termStart,
    commitmentEndDate: subscription.termEnd,
    autoRenewEnabled: subscription.autoRenewEnabled,
    billingCycle: subscription.billingCycle,
    termDuration: subscription.termDuration,
    cancellationAllowedUntilDate: cancellable ? windowEnd(subscription.termStart) : null,
    refundableQuantity: {
      totalQuantity: refundable.reduce((sum, batch) => sum + batch.quantity, 0),
      details: refundable.map((batch) => ({
        quantity: batch.quantity,
        allowedUntilDateTime: windowEnd(batch.at),
      })),
    },
    scheduledNextTermInstructions: subscription.scheduled,
  };
};

/**
 * Gives back `count` seats, newest first, from the batches still refundable at `now`; undefined when
 * fewer than that may be given back (the window closed).
 */
export const withoutSeats = (
  subscription: StoredSubscription,
  count: number,
  now: Date,
): StoredSubscription | undefined => {
  const refundable = new Set(refundableBatches(subscription, now));
  let left = count;
  const batches = [...subscription.batches].reverse().map((batch) => {
    if (left === 0 || !refundable.has(batch)) return batch;
    const taken = Math.min(left, batch.quantity);
    left -= taken;
    return { ...batch, quantity: batch.quantity - taken };
  });
  if (left > 0) return undefined;
  return { ...subscription, batches: batches.reverse().filter((batch) => batch.quantity > 0) };
};

import * as z from 'zod/mini';
import { proratedCost, withinWindow } from './nce-terms';

// Changing a subscription's licences (spec sections 2 and 4): what the licence modal
// shows before and after a change, what added licences cost until the term ends (prorated by day,
// settled on the next invoice) and what a cancellation within its window gives back. Amounts are net
// minor units of the subscription's currency; the invoice adds the VAT.

/** `PUT /api/csp/me/subscriptions/{id}/quantity`: the new number of licences (Partner Center's bounds). */
export const licenceQuantityInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    quantity: z.int().check(z.gte(1), z.lte(300)),
  }),
);
export type LicenceQuantityInput = z.infer<typeof licenceQuantityInputSchema>;

/** `PUT /api/csp/me/subscriptions/{id}/auto-renew`. */
export const autoRenewInputSchema = /* @__PURE__ */ z.lazy(() => z.strictObject({ autoRenew: z.boolean() }));

/** What a change of licences is priced from: the seat's net per billing period and the current period. */
export interface LicenceTerms {
  unitNet: number;
  quantity: number;
  termStart: string;
  termEnd: string;
}

export interface LicenceQuote {
  /** Net per billing period before and after the change. */
  before: number;
  after: number;
  /** What the added licences cost until the term ends, settled on the next invoice (0 for fewer). */
  prorated: number;
}

export const licenceQuote = (terms: LicenceTerms, quantity: number, now: Date): LicenceQuote => ({
  before: terms.unitNet * terms.quantity,
  after: terms.unitNet * quantity,
  prorated:
    quantity > terms.quantity
      ? proratedCost({
          periodPrice: terms.unitNet,
          quantity: quantity - terms.quantity,
          at: now.toISOString(),
          periodStart: terms.termStart,
          periodEnd: terms.termEnd,
        })
      : 0,
});

/** Seats that may still be given back, each batch until its own time (Partner Center's refundable quantity). */
export interface RefundableBatch {
  quantity: number;
  until: string;
}

/** How many licences may be taken away now: those of batches still within their 168 hours. */
export const reducibleNow = (refundable: readonly RefundableBatch[], now: Date): number =>
  refundable
    .filter((batch) => withinWindow(now, batch.until))
    .reduce((sum, batch) => sum + batch.quantity, 0);

/** What added licences cost until the term's end and is not invoiced yet (settled on the next invoice). */
export const unbilledNet = (charges: readonly { net: number }[] = []): number =>
  charges.reduce((sum, charge) => sum + charge.net, 0);

/**
 * What a cancellation now gives back: the unused days of the current period for every licence, less
 * what licences added during it cost and was never invoiced (their used days are so paid, their
 * unused ones not given back twice); never below zero.
 */
export const cancellationRefund = (terms: LicenceTerms, now: Date, unbilled = 0): number =>
  Math.max(
    0,
    proratedCost({
      periodPrice: terms.unitNet,
      quantity: terms.quantity,
      at: now.toISOString(),
      periodStart: terms.termStart,
      periodEnd: terms.termEnd,
    }) - unbilled,
  );

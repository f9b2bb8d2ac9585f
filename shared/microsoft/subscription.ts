import * as z from 'zod/mini';
import type { BillingPeriod } from '../catalogue/product';
import type { Currency } from '../locale';
import type { RefundableBatch } from './licence-change';
import { accountIdSchema } from './microsoft-account';
import type { BillingCycle, TermDuration } from './nce-terms';
import type { PlanNames } from './plan-name';
import type { SubscriptionAction } from './subscription-actions';
import type { SubscriptionState, SubscriptionStatus } from './subscription-states';

// A customer's Microsoft 365 subscriptions over the `csp` API: what the
// panel shows of one, choosing its tenant, and how a catalogue product's billing becomes Partner
// Center's term and billing cycle.

/** A subscription's id: its order's id (a ULID) and the order line's number. */
export const subscriptionIdSchema = /* @__PURE__ */ z.lazy(() =>
  z.string().check(z.regex(/^[0-9A-Z]{26}-\d{1,2}$/)),
);
export const subscriptionIdOf = (orderId: string, line: number): string => `${orderId}-${line}`;

/** `POST /api/csp/me/subscriptions/{id}/configuration`: the tenant (one of the caller's accounts) to provision it in. */
export const configureSubscriptionInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({ accountId: accountIdSchema }),
);
export type ConfigureSubscriptionInput = z.infer<typeof configureSubscriptionInputSchema>;

/**
 * A monthly product is a one-month term billed monthly; an annual one a one-year term billed once a
 * year (Partner Center also sells a year billed monthly; the catalogue does not).
 */
export const ncePlanOf = (
  billing: BillingPeriod,
): { termDuration: TermDuration; billingCycle: BillingCycle } =>
  billing === 'annual'
    ? { termDuration: 'P1Y', billingCycle: 'annual' }
    : { termDuration: 'P1M', billingCycle: 'monthly' };

export interface SubscriptionView {
  id: string;
  orderId: string;
  /** That order's number as a person reads it (`2026/001234`). */
  orderNumber: string;
  productId: string;
  /** The product's name in the order's language (the mails' and documents'). */
  name: string;
  /** The product's name in every language, as the panel shows it (`planNameIn`); absent on a subscription recorded before. */
  names?: PlanNames;
  billing: BillingPeriod;
  quantity: number;
  state: SubscriptionState;
  /** What the customer sees now: processing, active, expiring, expired… */
  status: SubscriptionStatus;
  /** What the API lets her do with it now (`subscription-actions.ts`); the panel offers only these. */
  actions: SubscriptionAction[];
  /** Licences she may take away now (those still within their 168 hours). */
  reducibleLicences: number;
  /**
   * What cancelling it now gives back, net, in minor units of `currency`: in the answers about one
   * subscription (its read and its changes) while `actions` has `cancel`; the list leaves it out.
   */
  refundQuote?: number;
  /** Net per licence per billing period, in minor units of `currency`, as ordered. */
  unitNet: number;
  currency: Currency;
  createdAt: string;
  /** The licence it puts in the tenant, which the panel assigns to users (none for a plan the shop cannot assign). */
  licenceSku?: { skuId: string; skuPartNumber: string };
  /** The tenant, once chosen. */
  accountId?: string;
  domain?: string;
  /** Partner Center's subscription, once checked out. */
  partnerSubscriptionId?: string;
  activatedAt?: string;
  /** The current term: its start and end (the renewal date). */
  termStart?: string;
  termEnd?: string;
  autoRenew?: boolean;
  /** Until when it may be cancelled (null once it may not). */
  cancellationAllowedUntil?: string | null;
  /** Licences that may still be given back, each batch until its own time (168 hours after it was bought). */
  refundable?: RefundableBatch[];
  /** The licences scheduled for the next term (a manual renewal), or null when it keeps the current ones. */
  nextTermQuantity?: number | null;
  /** Added licences' prorated cost, net, settled on the next invoice. */
  charges?: { at: string; quantity: number; net: number }[];
  /** Cancelled within its window: when, and what it gives back (net). */
  cancelledAt?: string;
  refundNet?: number;
  /** Why the last provisioning failed (an error code). */
  failure?: string;
  /** The renewal order that paid the current term (its first line); absent in the first term, paid by `orderId`. */
  termOrderId?: string;
  /** The order of the next term, placed ahead by the renewal offer of an invoice's link (`renewal-offer.ts`). */
  prepaidOrderId?: string;
}

/** What the API works out of a subscription as it answers (from the record and the moment). */
export type DerivedField = 'status' | 'actions' | 'reducibleLicences' | 'refundQuote';

/** What the shop records of a subscription: its view without what is worked out as it answers. */
export type SubscriptionRecord = Omit<SubscriptionView, DerivedField>;

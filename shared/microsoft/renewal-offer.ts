import * as z from 'zod/mini';
import type { BillingPeriod } from '../catalogue/product';
import type { Currency } from '../locale';
import type { PlanNames } from './plan-name';
import { subscriptionIdSchema } from './subscription';

// The renewal by an invoice's link, a sales opportunity (spec section 2, `/odnow/{invoiceGuid}/`):
// the Microsoft 365 subscriptions an invoice billed, offered for their next term, paid now. Accepted,
// each is set to renew at Partner Center with the licences chosen and one order for their next terms
// is placed, which the customer pays and watches live; at the term's end the daily renewal finds the
// term paid and charges nothing.

/** At most as many lines as an order holds. */
export const renewalOfferLimit = 50;

/** `POST /api/csp/me/renewal-offers/{invoiceGuid}`: the subscriptions to renew and their next term's licences. */
export const acceptRenewalOfferInputSchema = /* @__PURE__ */ z.lazy(() =>
  z.strictObject({
    lines: z
      .array(
        z.strictObject({
          subscriptionId: subscriptionIdSchema,
          quantity: z.int().check(z.gte(1), z.lte(300)),
        }),
      )
      .check(z.minLength(1), z.maxLength(renewalOfferLimit)),
  }),
);
export type AcceptRenewalOfferInput = z.infer<typeof acceptRenewalOfferInputSchema>;

/** Why a subscription of the invoice is not offered: not active, its term over, or its next term paid. */
export type NotRenewable = 'notActive' | 'ended' | 'paid';

export interface RenewalOfferLine {
  subscriptionId: string;
  name: string;
  /** The name in every language (`planNameIn`). */
  names?: PlanNames;
  billing: BillingPeriod;
  /** Licences now, the default of the next term. */
  quantity: number;
  /** Net per licence and billing period, minor units. */
  unitNet: number;
  termEnd?: string;
  /** Absent when it may be renewed now. */
  notRenewable?: NotRenewable;
}

/** `GET /api/csp/me/renewal-offers/{invoiceGuid}`. */
export interface RenewalOfferView {
  invoiceNumber: string;
  currency: Currency;
  lines: RenewalOfferLine[];
  /** The order of the next terms, once the offer was accepted (its status is watched live). */
  orderId?: string;
}

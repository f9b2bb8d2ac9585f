import * as z from 'zod/mini';
import { defineEvent } from './define-event';

/**
 * A Microsoft 365 subscription owes its customer money: cancelled within its 168
 * hours, or licences taken away within theirs, it gives back their unused days (beyond what licences
 * added meanwhile cost and was not invoiced); cancelled before it was ever provisioned (not configured,
 * or its provisioning failed), all it cost. What it gives back is corrected on the invoice of the
 * order that paid its term (a KOR of that order's `line`) and paid back at the provider; `refundNet` is
 * the net the panel showed, `at` tells one refund of the subscription from another.
 */
export const subscriptionRefundDue = defineEvent({
  name: 'subscription.refund-due',
  source: 'shop.csp',
  version: 1,
  data: z.lazy(() =>
    z.object({
      sub: z.string().check(z.minLength(1)),
      subscriptionId: z.string().check(z.minLength(1)),
      name: z.string().check(z.minLength(1)),
      /** The order that paid the current term, and the subscription's line on it. */
      orderId: z.string().check(z.minLength(1)),
      line: z.int().check(z.gte(0)),
      /** `whole`: the line corrected to zero; `unusedDays`: its net lowered by `refundNet`. */
      refund: z.enum(['whole', 'unusedDays']),
      refundNet: z.int().check(z.gt(0)),
      at: z.iso.datetime(),
    }),
  ),
});

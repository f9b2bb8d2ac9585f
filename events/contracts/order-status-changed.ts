import * as z from 'zod/mini';
import { catalogueIdSchema } from '#shared/catalogue/category';
import { languages } from '#shared/locale';
import { marketplaces } from '#shared/orders/marketplace-origin';
import { orderStatuses } from '#shared/orders/order-states';
import { carriers } from '#shared/orders/shipment';
import { defineEvent } from './define-event';

/**
 * An order moved along the transition table (shared/orders/order-states.ts): the customer gets a mail
 * and the browsers watching the order's live topic a push.
 */
export const orderStatusChanged = defineEvent({
  name: 'order.status-changed',
  source: 'shop.orders',
  version: 1,
  data: z.lazy(() =>
    z.object({
      orderId: z.string().check(z.minLength(1)),
      /** The number a person reads (shared/orders/order-number.ts): mails name the order by it. */
      orderNumber: z.string().check(z.minLength(1)),
      from: z.enum(orderStatuses),
      to: z.enum(orderStatuses),
      /** Whether the order's payment is booked (the progress's payment step). */
      payment: z.enum(['waiting', 'done']),
      email: z.email(),
      /** A guest's order: reached only through the order link, which no mail but the confirmation carries. */
      guest: z.boolean(),
      language: z.enum(languages),
      /** The order holds Microsoft 365 subscriptions: only such orders' events reach `record-subscriptions`. */
      microsoftSubscriptions: z.optional(z.boolean()),
      /** The counted products whose units the order took (placed) or gave back (status-changed): only such events reach `follow-stock`. */
      stockProductIds: z.optional(z.array(catalogueIdSchema).check(z.minLength(1))),
      /** Bought on a marketplace: only such orders' events reach its fulfilment report. */
      marketplace: z.optional(z.enum(marketplaces)),
      /** Sent: the carrier and tracking number, which the status mail gives. */
      shipment: z.optional(
        z.object({ carrier: z.enum(carriers), trackingNumber: z.string().check(z.minLength(1)) }),
      ),
    }),
  ),
});

import * as z from 'zod/mini';
import { languages } from '#shared/locale';
import { defineEvent } from './define-event';

/**
 * The financing partner declined an order's credit or leasing: the buyer gets a
 * mail saying the order may be paid online or cancelled, and the browsers watching the order's live
 * topic a push. Emitted once per order, with the decision recorded on it.
 */
export const orderFinancingDeclined = defineEvent({
  name: 'order.financing-declined',
  source: 'shop.orders',
  version: 1,
  data: z.lazy(() =>
    z.object({
      orderId: z.string().check(z.minLength(1)),
      /** The number a person reads (shared/orders/order-number.ts): mails name the order by it. */
      orderNumber: z.string().check(z.minLength(1)),
      applicationId: z.string().check(z.minLength(1)),
      email: z.email(),
      /** A guest's order: reached only through the order link, which no mail but the confirmation carries. */
      guest: z.boolean(),
      language: z.enum(languages),
    }),
  ),
});

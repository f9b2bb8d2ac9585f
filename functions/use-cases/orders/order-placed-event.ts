import { orderPlaced } from '#events/contracts/order-placed';
import { holdsMicrosoftSubscriptions } from '#shared/orders/order-view';
import type { Order } from '../../lib/table/orders';
import { type OutboxItem, outboxItem } from '../../lib/table/outbox';

/**
 * `order.placed` of an order (its confirmation mail; a deferred one's invoice, a financed one's
 * application): a guest's carries the order link's token, for the confirmation mail alone.
 */
export const orderPlacedEvent = (order: Order, now: Date, linkToken?: string): OutboxItem =>
  outboxItem(
    orderPlaced,
    {
      orderId: order.id,
      orderNumber: order.number,
      email: order.email,
      language: order.language,
      currency: order.currency,
      totalGross: order.totals.total.gross,
      paymentMethod: order.paymentMethod,
      ...(order.payBy ? { payBy: order.payBy } : {}),
      ...(holdsMicrosoftSubscriptions(order.lines) ? { microsoftSubscriptions: true } : {}),
      ...(order.stockTaken ? { stockProductIds: order.stockTaken.map(({ productId }) => productId) } : {}),
      ...(linkToken ? { linkToken } : {}),
    },
    { now },
  );

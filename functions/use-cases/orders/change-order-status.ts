import { orderStatusChanged } from '#events/contracts/order-status-changed';
import { orderTopic } from '#shared/live';
import type { OrderMoveBy, OrderMoveRecord } from '#shared/orders/order-history';
import {
  type OrderState,
  type OrderStatus,
  type OrderStatusAction,
  orderMoveOf,
} from '#shared/orders/order-states';
import { holdsMicrosoftSubscriptions } from '#shared/orders/order-view';
import { stockStillOut } from '#shared/orders/part-return';
import { paymentDeadlineOf } from '#shared/orders/payment-deadline';
import { carriersFor, type Shipment } from '#shared/orders/shipment';
import { fieldMessages } from '#shared/validation';
import type { Order } from '../../lib/table/orders';
import { type OutboxItem, outboxItem } from '../../lib/table/outbox';
import type { GuardedItem } from '../../lib/table/transaction';
import { fail, failOnFields, ok, type Result } from '../result';
import type { OrderPorts } from './deps';
import { type OrderView, orderView } from './order-view';

/** The payment deadline of an order that becomes payable by this move (staff confirmed availability). */
const payByOf = (order: Order, move: OrderState, now: Date) =>
  order.status === 'new' && move.status === 'unpaid'
    ? paymentDeadlineOf(order.paymentMethod, now)
    : undefined;

/** Statuses that end an order with its goods back on the shelf (never sold, or returned). */
const givesStockBack = (from: OrderStatus, to: OrderStatus) =>
  from !== to && (to === 'cancelled' || to === 'returned');

/** What a move records of itself: the action, who took it, and what it carried (a shipment, a booked transfer). */
export type MoveNote = OrderMoveBy & Pick<OrderMoveRecord, 'action' | 'booked'> & { shipment?: Shipment };

/**
 * An order's allowed move as one transaction's parts: the order's update, conditional on the status
 * and payment it was read with (`order_changed` otherwise), the units its placement took given back
 * when the move ends it (cancelled, returned: so once, as the condition holds once; less what part
 * returns gave back before), the move's record
 * in the order's history (who, what, when), and `order.status-changed` pushed to the order's live
 * topic, naming the products given back and the shipment. A payment's settlement
 * (functions/use-cases/payments/) commits them beside its own.
 */
export const orderChangeOf = (
  { orderItems }: Pick<OrderPorts, 'orderItems'>,
  order: Order,
  move: OrderState,
  now: Date,
  { shipment, ...note }: MoveNote,
): { items: GuardedItem<'order_changed'>[]; event: OutboxItem; order: Order } => {
  const payBy = payByOf(order, move, now);
  const stockBack = givesStockBack(order.status, move.status)
    ? stockStillOut(order.stockTaken ?? [], order.returns ?? [])
    : [];
  const record: OrderMoveRecord = {
    kind: 'move',
    at: now.toISOString(),
    ...note,
    from: order.status,
    to: move.status,
    ...(shipment ? { shipment: { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } } : {}),
  };
  return {
    items: [
      {
        item: orderItems.move(order, move.status, now, {
          payment: move.payment,
          ...(payBy ? { payBy } : {}),
          ...(shipment ? { shipment } : {}),
        }),
        whenConditionFails: 'order_changed',
      },
      ...stockBack.map((units) => ({ item: orderItems.giveStockBack(units) })),
      { item: orderItems.logged(order.id, record) },
    ],
    event: outboxItem(
      orderStatusChanged,
      {
        orderId: order.id,
        orderNumber: order.number,
        from: order.status,
        to: move.status,
        payment: move.payment,
        email: order.email,
        language: order.language,
        guest: order.owner.kind === 'guest',
        ...(holdsMicrosoftSubscriptions(order.lines) ? { microsoftSubscriptions: true } : {}),
        ...(stockBack.length > 0 ? { stockProductIds: stockBack.map(({ productId }) => productId) } : {}),
        ...(order.marketplace ? { marketplace: order.marketplace.marketplace } : {}),
        ...(shipment
          ? { shipment: { carrier: shipment.carrier, trackingNumber: shipment.trackingNumber } }
          : {}),
      },
      { now, topics: [orderTopic(order.id)] },
    ),
    order: {
      ...order,
      status: move.status,
      payment: move.payment,
      updatedAt: now.toISOString(),
      ...(payBy ? { payBy } : {}),
      ...(shipment ? { shipment } : {}),
    },
  };
};

/** A move asked of an order: the action and who takes it; `send` with the parcel's carrier and number. */
export type StatusChange = OrderMoveBy &
  (
    | { action: Exclude<OrderStatusAction, 'send' | 'bookPayment'> }
    | { action: 'send'; parcel: Pick<Shipment, 'carrier' | 'trackingNumber'> }
  );

/**
 * An actor takes an action on an order. Course: the transition table decides (the action's refusal,
 * or `not_allowed` for an actor who may not take it); the move, the stock a cancellation or return
 * gives back and `order.status-changed` (pushed to the order's live topic) commit together,
 * conditional on the status the order was read with, so a concurrent change (a second cancellation)
 * is `order_changed` and gives nothing back twice. A parcel is sent with a carrier its delivery method
 * allows (a parcel locker: InPost), or the carrier is `invalid_data`. A payment is booked by
 * functions/use-cases/payments/book-manual-payment.ts, whose settlement carries the move.
 */
export const changeOrderStatus = async (
  ports: Pick<OrderPorts, 'orderItems' | 'commit' | 'clock'>,
  order: Order,
  change: StatusChange,
): Promise<Result<OrderView>> => {
  const { action, actor, staffEmail } = change;
  const move = orderMoveOf(action, order, actor);
  if (!move.ok) return fail(move.code);
  if (change.action === 'send' && !carriersFor(order.shippingMethod).includes(change.parcel.carrier))
    return failOnFields('invalid_data', [{ path: 'carrier', message: fieldMessages.invalidValue }]);
  const now = ports.clock();
  const parts = orderChangeOf(ports, order, move, now, {
    action,
    actor,
    ...(staffEmail ? { staffEmail } : {}),
    ...(change.action === 'send' ? { shipment: { ...change.parcel, sentAt: now.toISOString() } } : {}),
  });
  const committed = await ports.commit(parts.items, [parts.event]);
  if (!committed.ok) return fail(committed.code);
  return ok(orderView(parts.order, actor));
};

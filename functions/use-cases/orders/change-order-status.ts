import { orderStatusChanged } from '#events/contracts/order-status-changed';
import { orderTopic } from '#shared/live';
import {
  type OrderActor,
  type OrderState,
  type OrderStatus,
  type OrderStatusAction,
  orderMoveOf,
} from '#shared/orders/order-states';
import { holdsMicrosoftSubscriptions } from '#shared/orders/order-view';
import { paymentDeadlineOf } from '#shared/orders/payment-deadline';
import type { Order } from '../../lib/table/orders';
import { type OutboxItem, outboxItem } from '../../lib/table/outbox';
import type { GuardedItem } from '../../lib/table/transaction';
import { fail, ok, type Result } from '../result';
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

/**
 * An order's allowed move as one transaction's parts: the order's update, conditional on the status
 * and payment it was read with (`order_changed` otherwise), the units its placement took given back
 * when the move ends it (cancelled, returned: so once, as the condition holds once), and
 * `order.status-changed` pushed to the order's live topic, naming the products given back. A payment's settlement
 * (functions/use-cases/payments/) commits them beside its own.
 */
export const orderChangeOf = (
  { orderItems }: Pick<OrderPorts, 'orderItems'>,
  order: Order,
  move: OrderState,
  now: Date,
): { items: GuardedItem<'order_changed'>[]; event: OutboxItem; order: Order } => {
  const payBy = payByOf(order, move, now);
  const stockBack = givesStockBack(order.status, move.status) ? (order.stockTaken ?? []) : [];
  return {
    items: [
      {
        item: orderItems.move(order, move.status, now, move.payment, payBy),
        whenConditionFails: 'order_changed',
      },
      ...stockBack.map((units) => ({ item: orderItems.giveStockBack(units) })),
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
      },
      { now, topics: [orderTopic(order.id)] },
    ),
    order: {
      ...order,
      status: move.status,
      payment: move.payment,
      updatedAt: now.toISOString(),
      ...(payBy ? { payBy } : {}),
    },
  };
};

/**
 * An actor takes an action on an order. Course: the transition table decides (the action's refusal,
 * or `not_allowed` for an actor who may not take it); the move, the stock a cancellation or return
 * gives back and `order.status-changed` (pushed to the order's live topic) commit together,
 * conditional on the status the order was read with, so a concurrent change (a second cancellation)
 * is `order_changed` and gives nothing back twice. Booking a payment marks the payment done: it moves an unpaid
 * order on, and leaves the status of an order in realization or finished as it is (cash on delivery,
 * deferred payment), still with `order.status-changed` (from = to), whose mail and live push carry it.
 */
export const changeOrderStatus = async (
  ports: Pick<OrderPorts, 'orderItems' | 'commit' | 'clock'>,
  order: Order,
  action: OrderStatusAction,
  actor: OrderActor,
): Promise<Result<OrderView>> => {
  const move = orderMoveOf(action, order, actor);
  if (!move.ok) return fail(move.code);
  const change = orderChangeOf(ports, order, move, ports.clock());
  const committed = await ports.commit(change.items, [change.event]);
  if (!committed.ok) return fail(committed.code);
  return ok(orderView(change.order, actor));
};

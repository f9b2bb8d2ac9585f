import { orderStatusChanged } from '#events/contracts/order-status-changed';
import { orderTopic } from '#shared/live';
import { type OrderActor, type OrderStatusAction, orderMoveOf } from '#shared/orders/order-states';
import type { Order } from '../../lib/table/orders';
import { outboxItem } from '../../lib/table/outbox';
import { fail, ok, type Result } from '../result';
import type { OrderPorts } from './deps';
import { type OrderView, orderView } from './order-view';

/**
 * An actor takes an action on an order. Course: the transition table decides (the action's refusal,
 * or `not_allowed` for an actor who may not take it); the move and `order.status-changed` (pushed to
 * the order's live topic) commit together, conditional on the status the order was read with, so a
 * concurrent change is `order_changed`. Booking a payment marks the payment done: it moves an unpaid
 * order on, and leaves the status of an order in realization or finished as it is (cash on delivery,
 * deferred payment), still with `order.status-changed` (from = to), whose mail and live push carry it.
 */
export const changeOrderStatus = async (
  { orderItems, commit, clock }: Pick<OrderPorts, 'orderItems' | 'commit' | 'clock'>,
  order: Order,
  action: OrderStatusAction,
  actor: OrderActor,
): Promise<Result<OrderView>> => {
  const move = orderMoveOf(action, order, actor);
  if (!move.ok) return fail(move.code);
  const now = clock();
  const { payment } = move;
  const event = outboxItem(
    orderStatusChanged,
    {
      orderId: order.id,
      from: order.status,
      to: move.status,
      payment,
      email: order.email,
      language: order.language,
      guest: order.owner.kind === 'guest',
    },
    { now, topics: [orderTopic(order.id)] },
  );
  const committed = await commit(
    [{ item: orderItems.move(order, move.status, now, payment), whenConditionFails: 'order_changed' }],
    [event],
  );
  if (!committed.ok) return fail(committed.code);
  return ok(orderView({ ...order, status: move.status, payment, updatedAt: now.toISOString() }, actor));
};

import { orderPartReturned } from '#events/contracts/order-part-returned';
import { orderTopic } from '#shared/live';
import type { OrderReturnRecord } from '#shared/orders/order-history';
import {
  nextReturnId,
  type PartReturn,
  partReturnErrors,
  type ReturnedUnits,
  stockBackOfReturn,
} from '#shared/orders/part-return';
import { outboxItem } from '../../lib/table/outbox';
import { fail, failOnFields, ok, type Result } from '../result';
import type { OrderPorts } from './deps';
import { type OrderView, orderView } from './order-view';

/**
 * Operations take back part of a delivered order. Input: the order id, the units of some of its lines,
 * the member's e-mail. Output: the order as staff see it with the return, or `order_not_found`,
 * `order_cannot_be_returned` (only a finished order's goods come back), `invalid_data` naming a line
 * the order lacks or more units than may still come back, or `order_changed` when another return or
 * move came first. Course: one transaction appends the return (conditional on the returns read), gives
 * its counted units back, records it in the history and writes `order.part-returned`, whose consumer
 * corrects the invoice for those units (KOR) and refunds them, once per return.
 */
export const returnOrderPart = async (
  ports: Pick<OrderPorts, 'findOrder' | 'orderItems' | 'commit' | 'clock'>,
  { orderId, lines, staffEmail }: { orderId: string; lines: ReturnedUnits[]; staffEmail?: string },
): Promise<Result<OrderView>> => {
  const order = await ports.findOrder(orderId);
  if (!order) return fail('order_not_found');
  if (order.status !== 'finished') return fail('order_cannot_be_returned');
  const refused = partReturnErrors(order, lines);
  if (refused.length > 0) return failOnFields('invalid_data', refused);
  const now = ports.clock();
  const partReturn: PartReturn = { id: nextReturnId(order), at: now.toISOString(), lines };
  const stockBack = stockBackOfReturn(order.stockTaken ?? [], lines);
  const record: OrderReturnRecord = {
    kind: 'partReturn',
    at: partReturn.at,
    returnId: partReturn.id,
    lines,
    ...(staffEmail ? { staffEmail } : {}),
  };
  const committed = await ports.commit(
    [
      { item: ports.orderItems.partReturned(order, partReturn, now), whenConditionFails: 'order_changed' },
      ...stockBack.map((units) => ({ item: ports.orderItems.giveStockBack(units) })),
      { item: ports.orderItems.logged(order.id, record) },
    ],
    [
      outboxItem(
        orderPartReturned,
        {
          orderId: order.id,
          orderNumber: order.number,
          returnId: partReturn.id,
          lines,
          email: order.email,
          language: order.language,
          guest: order.owner.kind === 'guest',
          ...(stockBack.length > 0 ? { stockProductIds: stockBack.map(({ productId }) => productId) } : {}),
        },
        { now, topics: [orderTopic(order.id)] },
      ),
    ],
  );
  if (!committed.ok) return fail(committed.code);
  return ok(
    orderView(
      { ...order, returns: [...(order.returns ?? []), partReturn], updatedAt: partReturn.at },
      'operations',
    ),
  );
};

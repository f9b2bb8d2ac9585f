import { type OrderProgress, orderProgress } from '../../../shared/orders/order-progress';
import {
  actionsFor,
  type OrderActor,
  type OrderStatusAction,
  orderStatusIds,
} from '../../../shared/orders/order-states';
import type { Order } from '../../lib/table/orders';

/**
 * An order as its reader sees it: everything placed, the status with the spec's id, the progress of
 * spec section 4 and the actions the reader may take now. Never the owner's key or the link's hash.
 */
export type OrderView = Omit<Order, 'owner' | 'linkTokenHash'> & {
  statusId: number;
  progress: OrderProgress;
  actions: OrderStatusAction[];
};

export const orderView = (order: Order, reader: OrderActor): OrderView => {
  const { owner, linkTokenHash, ...placed } = order;
  return {
    ...placed,
    statusId: orderStatusIds[order.status],
    progress: orderProgress(order.status, order.payment),
    actions: actionsFor(order.status, reader),
  };
};

import { orderProgress } from '#shared/orders/order-progress';
import { actionsFor, type OrderActor, orderStatusIds } from '#shared/orders/order-states';
import type { OrderView } from '#shared/orders/order-view';
import type { Order } from '../../lib/table/orders';

export type { OrderView };

/**
 * An order as its reader sees it (the shape in shared/orders/order-view.ts): everything placed, the
 * status with the spec's id, the progress of spec section 4 and the actions the reader may take now.
 * Never the owner's key, the link's hash or the partner who brought the customer.
 */
export const orderView = (order: Order, reader: OrderActor): OrderView => {
  const { owner, linkTokenHash, partnerId, ...placed } = order;
  return {
    ...placed,
    statusId: orderStatusIds[order.status],
    progress: orderProgress(order.status, order.payment),
    actions: actionsFor(order, reader),
  };
};

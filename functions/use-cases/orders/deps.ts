import { lastOrderSequence } from '../../lib/table/order-numbers';
import { countOrdersInStatus, listOrderQueue } from '../../lib/table/order-queue';
import { ordersFoundBy } from '../../lib/table/order-search';
import {
  findOrder,
  getOrder,
  linkTokenHashOf,
  listClientOrders,
  listOrdersInStatus,
  orderItems,
} from '../../lib/table/orders';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the order reads and status changes: the order repository's items and reads. */
export interface OrderPorts extends TablePorts {
  orderItems: typeof orderItems;
  getOrder: typeof getOrder;
  findOrder: typeof findOrder;
  listClientOrders: typeof listClientOrders;
  listOrdersInStatus: typeof listOrdersInStatus;
  /** The staff's queue and search (order-queue.ts, order-search.ts). */
  listOrderQueue: typeof listOrderQueue;
  countOrdersInStatus: typeof countOrdersInStatus;
  ordersFoundBy: typeof ordersFoundBy;
  linkTokenHashOf: typeof linkTokenHashOf;
  /** The last number taken in a year's order sequence (commit-numbered-order.ts). */
  lastOrderSequence: typeof lastOrderSequence;
}

export const deps = (): OrderPorts => ({
  ...tablePorts(),
  orderItems,
  getOrder,
  findOrder,
  listClientOrders,
  listOrdersInStatus,
  listOrderQueue,
  countOrdersInStatus,
  ordersFoundBy,
  linkTokenHashOf,
  lastOrderSequence,
});

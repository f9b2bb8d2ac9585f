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
  linkTokenHashOf: typeof linkTokenHashOf;
}

export const deps = (): OrderPorts => ({
  ...tablePorts(),
  orderItems,
  getOrder,
  findOrder,
  listClientOrders,
  listOrdersInStatus,
  linkTokenHashOf,
});

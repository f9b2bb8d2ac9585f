import { getProduct } from '../../lib/table/catalogue';
import { accountsOf } from '../../lib/table/microsoft-accounts';
import { subscriptionItems } from '../../lib/table/microsoft-subscriptions';
import { findOrder } from '../../lib/table/orders';
import { type TablePorts, tablePorts } from '../table-ports';

/**
 * The ports of recording a paid order's subscriptions (record-order-subscriptions.ts): the order, its
 * products, the customer's accounts and the subscriptions' items. No Partner Center, so the consumer
 * that records them carries neither its adapter nor the Secrets Manager client.
 */
export interface RecordingPorts extends TablePorts {
  findOrder: typeof findOrder;
  productOf: (id: string) => ReturnType<typeof getProduct>;
  accountsOf: typeof accountsOf;
  subscriptionItems: typeof subscriptionItems;
}

export const recordingDeps = (): RecordingPorts => ({
  ...tablePorts(),
  findOrder,
  productOf: (id) => getProduct(id, { consistent: true }),
  accountsOf,
  subscriptionItems,
});

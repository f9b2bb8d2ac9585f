import { partnerCenter } from '../../lib/partner-center/partner-center';
import type { PartnerCenter } from '../../lib/partner-center/port';
import { getProduct } from '../../lib/table/catalogue';
import { accountsOf, getAccount } from '../../lib/table/microsoft-accounts';
import { getSubscription, subscriptionItems, subscriptionsOf } from '../../lib/table/microsoft-subscriptions';
import { findOrder } from '../../lib/table/orders';
import { type TablePorts, tablePorts } from '../table-ports';
import type { WorkflowPorts } from '../workflow/workflow';
import { workflowPorts } from '../workflow/workflow-ports';

/**
 * The ports of the subscription use cases: Partner Center, the customer's accounts and subscriptions,
 * a paid order and its products, the provisioning's progress, and a pause between Partner Center's
 * polls (a test passes one that moves its clock instead).
 */
export interface SubscriptionPorts extends TablePorts, WorkflowPorts {
  partnerCenter: () => PartnerCenter;
  accountsOf: typeof accountsOf;
  getAccount: typeof getAccount;
  subscriptionsOf: typeof subscriptionsOf;
  getSubscription: typeof getSubscription;
  subscriptionItems: typeof subscriptionItems;
  findOrder: typeof findOrder;
  productOf: (id: string) => ReturnType<typeof getProduct>;
  pause: (ms: number) => Promise<void>;
}

export const subscriptionDeps = (): SubscriptionPorts => {
  const table = tablePorts();
  return {
    ...table,
    ...workflowPorts(table),
    partnerCenter,
    accountsOf,
    getAccount,
    subscriptionsOf,
    getSubscription,
    subscriptionItems,
    findOrder,
    productOf: (id) => getProduct(id, { consistent: true }),
    pause: (ms) => new Promise((done) => setTimeout(done, ms)),
  };
};

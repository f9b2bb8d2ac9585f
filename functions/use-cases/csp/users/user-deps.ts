import { tenantDirectory } from '../../../lib/graph/graph';
import type { TenantDirectory } from '../../../lib/graph/port';
import { getAccount } from '../../../lib/table/microsoft-accounts';
import { subscriptionsOf } from '../../../lib/table/microsoft-subscriptions';

/**
 * The ports of the tenant user use cases: the customer's accounts and subscriptions (which name the
 * tenant's licences) and Microsoft Graph's directory.
 */
export interface UserPorts {
  getAccount: typeof getAccount;
  subscriptionsOf: typeof subscriptionsOf;
  tenantDirectory: () => TenantDirectory;
}

export const userDeps = (): UserPorts => ({ getAccount, subscriptionsOf, tenantDirectory });

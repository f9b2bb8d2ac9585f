import { tenantDirectory } from '../../../lib/graph/graph';
import type { TenantDirectory } from '../../../lib/graph/port';
import { getAccount } from '../../../lib/table/microsoft-accounts';

/** The ports of the tenant user use cases: the customer's accounts and Microsoft Graph's directory. */
export interface UserPorts {
  getAccount: typeof getAccount;
  tenantDirectory: () => TenantDirectory;
}

export const userDeps = (): UserPorts => ({ getAccount, tenantDirectory });

import { partnerCenter } from '../../lib/partner-center/partner-center';
import type { PartnerCenter } from '../../lib/partner-center/port';
import { getClientProfile } from '../../lib/table/client-profiles';
import { accountItems, accountsOf, getAccount, newAccountId } from '../../lib/table/microsoft-accounts';
import { type TablePorts, tablePorts } from '../table-ports';

/** The ports of the Microsoft 365 account use cases: Partner Center, the accounts and the client's profile. */
export interface CspPorts extends TablePorts {
  partnerCenter: () => PartnerCenter;
  accountsOf: typeof accountsOf;
  getAccount: typeof getAccount;
  accountItems: typeof accountItems;
  clientProfileOf: typeof getClientProfile;
  newAccountId: () => string;
}

export const cspDeps = (): CspPorts => ({
  ...tablePorts(),
  partnerCenter,
  accountsOf,
  getAccount,
  accountItems,
  clientProfileOf: getClientProfile,
  newAccountId,
});

import type { StoredAccount } from '../../lib/table/microsoft-accounts';

/** An account subscriptions may be provisioned in: ours at Microsoft, its Customer Agreement accepted. */
export type ReadyAccount = StoredAccount & { tenantId: string };

export const isReady = (account: StoredAccount): account is ReadyAccount =>
  account.state === 'active' && Boolean(account.agreementAcceptedAt) && Boolean(account.tenantId);

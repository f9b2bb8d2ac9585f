import { describe, expect, it } from 'vitest';
import type { Customer } from '../../lib/partner-center/partner-center-contract';
import type { PartnerCenter } from '../../lib/partner-center/port';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';
import { fakeTablePorts, fixedNow } from '../testing/fake-table-ports';
import type { CspPorts } from './deps';
import { refreshAccount } from './refresh-account';

// Spec section 4: linking an existing account is a two-step partner-centre confirmation; spec section
// 5's "account not found" ends a linking whose tenant Microsoft does not know, instead of a wait.

const awaiting: StoredAccount = {
  accountId: 'A'.repeat(22),
  domain: 'kontoso.onmicrosoft.com',
  kind: 'linked',
  state: 'awaitingAuthorisation',
  relationshipUrl: 'https://admin.microsoft.com/partner-invitation',
  createdAt: fixedNow.toISOString(),
};

const customer = (relationshipToPartner: Customer['relationshipToPartner']): Customer => ({
  id: 'tenant-1',
  companyProfile: { tenantId: 'tenant-1', domain: awaiting.domain, companyName: 'Kontoso Sp. z o.o.' },
  relationshipToPartner,
});

/** The account as stored, Partner Center's customers of its domain, and whether any tenant has it. */
const portsWith = (
  stored: StoredAccount,
  { ours, exists }: { ours: Customer[]; exists: boolean },
  failing: string[] = [],
) => {
  const { ports: table, commits } = fakeTablePorts(failing);
  const ports: CspPorts = {
    ...table,
    partnerCenter: () =>
      ({
        findCustomers: async () => ours,
        domainAvailable: async () => !exists,
      }) as unknown as PartnerCenter,
    accountsOf: async () => [stored],
    getAccount: async () => stored,
    accountItems: {
      move: (_sub: string, _id: string, from: string, to: string) => ({ Update: { from, to } }),
      remove: () => ({ Delete: { what: 'account' } }),
      release: () => ({ Delete: { what: 'domain' } }),
    } as unknown as CspPorts['accountItems'],
    clientProfileOf: async () => undefined,
    newAccountId: () => 'B'.repeat(22),
  };
  return { ports, commits };
};

const refresh = (ports: CspPorts) => refreshAccount(ports, { sub: 'sub-1', accountId: awaiting.accountId });

describe('refreshing a linking', () => {
  it('stays awaiting authorisation while the tenant exists and its admin has not accepted us', async () => {
    const { ports, commits } = portsWith(awaiting, { ours: [], exists: true });
    expect(await refresh(ports)).toEqual({ ok: true, value: awaiting });
    expect(commits).toEqual([]);
  });

  it('moves to awaiting confirmation once the admin authorised us', async () => {
    const { ports, commits } = portsWith(awaiting, { ours: [customer('none')], exists: true });
    await refresh(ports);
    expect(commits.map(({ items }) => items.map(({ item }) => item))).toEqual([
      [{ Update: { from: 'awaitingAuthorisation', to: 'awaitingConfirmation' } }],
    ]);
  });

  it('ends as "account not found" when no tenant has the domain: off the list, its domain freed', async () => {
    const { ports, commits } = portsWith(awaiting, { ours: [], exists: false });
    expect(await refresh(ports)).toEqual({ ok: false, code: 'tenant_not_found' });
    expect(commits.map(({ items }) => items.map(({ item }) => item))).toEqual([
      [{ Delete: { what: 'account' } }, { Delete: { what: 'domain' } }],
    ]);
  });

  it('answers the account as read when another refresh changed it meanwhile', async () => {
    const { ports } = portsWith(awaiting, { ours: [], exists: false }, ['moved']);
    expect(await refresh(ports)).toEqual({ ok: true, value: awaiting });
  });

  it('never removes one awaiting confirmation (the admin authorised us: the tenant was there)', async () => {
    const confirming = { ...awaiting, state: 'awaitingConfirmation' as const };
    const { ports, commits } = portsWith(confirming, { ours: [], exists: false });
    expect(await refresh(ports)).toEqual({ ok: true, value: confirming });
    expect(commits).toEqual([]);
  });
});

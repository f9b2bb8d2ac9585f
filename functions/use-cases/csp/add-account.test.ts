import { describe, expect, it } from 'vitest';
import { companyInvoiceDataSchema } from '#shared/identity/company';
import type { NewCustomer } from '../../lib/partner-center/partner-center-contract';
import { type PartnerCenter, PartnerCenterError } from '../../lib/partner-center/port';
import type { StoredAccount } from '../../lib/table/microsoft-accounts';
import { fakeTablePorts, fixedNow } from '../testing/fake-table-ports';
import { addAccount } from './add-account';
import type { CspPorts } from './deps';

// The course of adding a new tenant without a name (spec section 5: "optional and auto-generated when
// left empty"): names made from the company's, the next tried while Microsoft has one, a limit to it.

/** The customer's company, as she typed it. */
const company = {
  country: 'PL',
  taxNumber: '5260250274',
  companyName: 'Przykładowa Firma sp. z o.o.',
  companyZipCode: '00-950',
  companyCity: 'Warszawa',
  companyStreet: 'Prosta',
  companyBuildingNumber: '20',
  companyFlatNumber: '4',
};

const portsWith = (takenTimes: number) => {
  const requested: { domain: string; requestId: string | undefined }[] = [];
  const partnerCenter = {
    createCustomer: async (customer: NewCustomer, requestId?: string) => {
      requested.push({ domain: customer.companyProfile.domain, requestId });
      if (requested.length <= takenTimes) throw new PartnerCenterError('domain_taken', 'taken');
      return {
        id: 'tenant-1',
        companyProfile: { tenantId: 'tenant-1', domain: customer.companyProfile.domain, companyName: 'x' },
        relationshipToPartner: 'reseller' as const,
        userCredentials: { userName: `admin@${customer.companyProfile.domain}`, password: 'Secret1!' },
      };
    },
  } as unknown as PartnerCenter;
  const stored: StoredAccount[] = [];
  const ports: CspPorts = {
    ...fakeTablePorts().ports,
    partnerCenter: () => partnerCenter,
    accountsOf: async () => stored,
    getAccount: async () => undefined,
    accountItems: {
      owner: () => ({ Put: { TableName: 't', Item: {} } }),
      add: () => ({ Put: { TableName: 't', Item: {} } }),
    } as unknown as CspPorts['accountItems'],
    clientProfileOf: async () => ({
      profile: {
        userId: 'sub-1',
        email: 'anna@firma.pl',
        name: 'Anna Maria Nowak',
        phone: '+48600100200',
        accountTypeId: 3,
        language: 'pl',
        consents: [],
        isExternal: false,
        createdAt: '',
        updatedAt: '',
      },
      invoiceData: companyInvoiceDataSchema.parse(company),
    }),
    newAccountId: () => 'A'.repeat(22),
  };
  return { ports, requested };
};

describe('adding a new Microsoft 365 account without a name', () => {
  it("tries names made from the company's until Microsoft has one free, each with its own idempotency key", async () => {
    const { ports, requested } = portsWith(2);
    const result = await addAccount(ports, { sub: 'sub-1', input: { kind: 'new' } });
    expect(result.ok).toBe(true);
    expect(requested).toHaveLength(3);
    for (const { domain } of requested)
      expect(domain).toMatch(/^przykladowafirmaspzoo\d{4}\.onmicrosoft\.com$/);
    expect(new Set(requested.map(({ requestId }) => requestId)).size).toBe(3);
    if (result.ok) expect(result.value.account.domain).toBe(requested[2]?.domain);
  });

  it('gives up after five names', async () => {
    const { ports, requested } = portsWith(10);
    expect(await addAccount(ports, { sub: 'sub-1', input: { kind: 'new' } })).toEqual({
      ok: false,
      code: 'tenant_name_exists',
    });
    expect(requested).toHaveLength(5);
  });

  it('sends the same idempotency key when the same customer adds the same name again', async () => {
    const first = portsWith(0);
    const second = portsWith(0);
    await addAccount(first.ports, { sub: 'sub-1', input: { kind: 'new', name: 'firma' } });
    await addAccount(second.ports, { sub: 'sub-1', input: { kind: 'new', name: 'firma' } });
    const other = portsWith(0);
    await addAccount(other.ports, { sub: 'sub-2', input: { kind: 'new', name: 'firma' } });
    expect(first.requested[0]?.requestId).toBe(second.requested[0]?.requestId);
    expect(other.requested[0]?.requestId).not.toBe(first.requested[0]?.requestId);
  });

  it("splits the customer's name into the admin contact's first and last name", async () => {
    let sent: NewCustomer | undefined;
    const { ports } = portsWith(0);
    const partnerCenter = ports.partnerCenter();
    const original = partnerCenter.createCustomer.bind(partnerCenter);
    ports.partnerCenter = () => ({
      ...partnerCenter,
      createCustomer: async (customer: NewCustomer, requestId?: string) => {
        sent = customer;
        return original(customer, requestId);
      },
    });
    await addAccount(ports, { sub: 'sub-1', input: { kind: 'new', name: 'firma' } });
    expect(sent?.billingProfile.defaultAddress).toMatchObject({
      firstName: 'Anna',
      lastName: 'Maria Nowak',
      addressLine1: 'Prosta 20/4',
      postalCode: '00-950',
      country: 'PL',
    });
  });
});

/** Ports for linking an existing tenant: whether Microsoft has it, and who holds its domain in the shop. */
const linkingPorts = ({ exists, heldBy }: { exists: boolean; heldBy?: 'me-meanwhile' | 'another' }) => {
  const linked: StoredAccount = {
    accountId: 'A'.repeat(22),
    domain: 'kontoso.onmicrosoft.com',
    kind: 'linked',
    state: 'awaitingAuthorisation',
    createdAt: fixedNow.toISOString(),
  };
  const reads: StoredAccount[][] = [[], heldBy === 'me-meanwhile' ? [linked] : []];
  const { ports: table, commits } = fakeTablePorts(heldBy ? ['held'] : []);
  const ports: CspPorts = {
    ...table,
    partnerCenter: () =>
      ({
        domainAvailable: async () => !exists,
        relationshipRequestUrl: async () => 'https://admin.microsoft.com/partner-invitation',
      }) as unknown as PartnerCenter,
    accountsOf: async () => reads.shift() ?? [],
    getAccount: async () => undefined,
    accountItems: {
      owner: () => ({ Put: { TableName: 't', Item: {} } }),
      add: () => ({ Put: { TableName: 't', Item: {} } }),
    } as unknown as CspPorts['accountItems'],
    clientProfileOf: async () => undefined,
    newAccountId: () => 'B'.repeat(22),
  };
  return { ports, commits, linked };
};

describe('linking an existing Microsoft 365 account (spec section 5)', () => {
  const link = (ports: CspPorts) =>
    addAccount(ports, { sub: 'sub-1', input: { kind: 'existing', name: 'kontoso' } });

  it('lists a tenant Microsoft has as awaiting its admin, with the link the admin opens', async () => {
    const { ports, commits } = linkingPorts({ exists: true });
    const result = await link(ports);
    expect(result.ok && result.value.account).toMatchObject({
      domain: 'kontoso.onmicrosoft.com',
      kind: 'linked',
      state: 'awaitingAuthorisation',
      relationshipUrl: 'https://admin.microsoft.com/partner-invitation',
    });
    expect(commits).toHaveLength(1);
  });

  it('is "account not found" for a name no tenant has, storing nothing (never awaiting for ever)', async () => {
    const { ports, commits } = linkingPorts({ exists: false });
    expect(await link(ports)).toEqual({ ok: false, code: 'tenant_not_found' });
    expect(commits).toEqual([]);
  });

  it("is its own outcome for a tenant another customer linked, not 'on your list already'", async () => {
    const { ports } = linkingPorts({ exists: true, heldBy: 'another' });
    expect(await link(ports)).toEqual({ ok: false, code: 'account_linked_by_another_customer' });
  });

  it('answers her own account when the same add, sent twice at once, took the domain meanwhile', async () => {
    const { ports, linked } = linkingPorts({ exists: true, heldBy: 'me-meanwhile' });
    expect(await link(ports)).toEqual({ ok: true, value: { account: linked } });
  });
});

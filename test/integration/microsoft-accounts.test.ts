import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphTenantDirectory } from '#functions/lib/graph/graph-client';
import type { Runtime } from '#infra/local/runtime';
import { simulatorClientSecret } from '#infra/local/simulators/graph/token-endpoint';
import { foreignTenants } from '#infra/local/simulators/partner-center/partner-center-fixtures';
import { apiCall } from '../support/api-call';
import { giveClientProfile, profileCompany } from '../support/client-profile';
import { simulatedPartnerCenter } from '../support/partner-center';
import { signUpAndIn, startTestRuntime } from '../support/runtime';

// A customer's Microsoft 365 accounts through the gateway, against the Partner Center
// simulator the runtime serves: a new tenant (named or not), an existing one linked in two steps, the
// Microsoft Customer Agreement, and what each refusal answers.

let runtime: Runtime;
const simulator = () => `${runtime.cloudUrl}/_local/partner-center`;
const control = (path: string, body: object) =>
  fetch(`${simulator()}/_simulator${path}`, { method: 'POST', body: JSON.stringify(body) });

interface Customer {
  sub: string;
  token: string;
}
let count = 0;
/** A signed-in customer with a profile, and company invoice data unless `withCompany` is false. */
const customer = async (withCompany = true): Promise<Customer> => {
  count += 1;
  const email = `m365-${count}-${Date.now()}@example.pl`;
  const { sub, idToken } = await signUpAndIn(runtime, email);
  await giveClientProfile(sub, email, withCompany);
  return { sub, token: idToken };
};
const call = (who: Customer | undefined, method: string, path: string, body?: unknown) =>
  apiCall(runtime, method, path, {
    ...(body === undefined ? {} : { body }),
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });
const unique = () => `firma${Date.now() % 1_000_000}${count}`;

beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime.stop());

describe('a new Microsoft 365 account', () => {
  it("creates the tenant from the customer's company under the name given, its admin shown once", async () => {
    const anna = await customer();
    const name = unique();
    expect((await call(anna, 'GET', `/api/csp/me/accounts/availability?name=${name}`)).body).toEqual({
      name,
      domain: `${name}.onmicrosoft.com`,
      available: true,
    });
    const created = await call(anna, 'POST', '/api/csp/me/accounts', {
      kind: 'new',
      name: name.toUpperCase(),
    });
    expect(created.status).toBe(201);
    expect(created.body.account).toMatchObject({
      domain: `${name}.onmicrosoft.com`,
      kind: 'created',
      state: 'active',
      tenantId: expect.any(String),
    });
    expect(created.body.administrator).toEqual({
      userName: `admin@${name}.onmicrosoft.com`,
      password: expect.any(String),
    });
    const tenant = await simulatedPartnerCenter(simulator()).getCustomer(created.body.account.tenantId);
    expect(tenant.companyProfile.companyName).toBe(profileCompany.companyName);
    // The same tenant in Microsoft's directory (the Graph simulator), its users the panel's to manage.
    const directory = graphTenantDirectory({
      clientId: 'shop',
      clientSecret: simulatorClientSecret,
      endpoint: `${runtime.cloudUrl}/_local/graph`,
      authority: `${runtime.cloudUrl}/_local/graph`,
    });
    expect(await directory.getOrganization(created.body.account.tenantId)).toMatchObject({
      displayName: profileCompany.companyName,
      country: 'PL',
      domains: [`${name}.onmicrosoft.com`],
    });

    const list = await call(anna, 'GET', '/api/csp/me/accounts');
    expect(list.body.accounts).toEqual([created.body.account]);
    expect(JSON.stringify(list.body)).not.toContain(created.body.administrator.password);
    expect((await call(anna, 'GET', `/api/csp/me/accounts/availability?name=${name}`)).body.available).toBe(
      false,
    );

    // A retried add (a lost answer) is the same tenant, not a second one.
    const again = await call(anna, 'POST', '/api/csp/me/accounts', { kind: 'new', name });
    expect(again.body.account.accountId).toBe(created.body.account.accountId);
    expect((await call(anna, 'GET', '/api/csp/me/accounts')).body.accounts).toHaveLength(1);

    // Another customer cannot take the name.
    const other = await customer();
    expect(await call(other, 'POST', '/api/csp/me/accounts', { kind: 'new', name })).toMatchObject({
      status: 409,
      body: { code: 'tenant_name_exists' },
    });
  });

  it('takes a name of 30 characters, the most the spec allows', async () => {
    const name = unique().padEnd(30, 'x');
    const created = await call(await customer(), 'POST', '/api/csp/me/accounts', { kind: 'new', name });
    expect(created).toMatchObject({ status: 201, body: { account: { domain: `${name}.onmicrosoft.com` } } });
  });

  it('makes a free name from the company when none is given', async () => {
    const jan = await customer();
    const created = await call(jan, 'POST', '/api/csp/me/accounts', { kind: 'new' });
    expect(created.status).toBe(201);
    expect(created.body.account.domain).toMatch(/^przykladowafirmaspzoo\d{4}\.onmicrosoft\.com$/);
  });

  it('needs company invoice data first', async () => {
    const ewa = await customer(false);
    expect(await call(ewa, 'POST', '/api/csp/me/accounts', { kind: 'new', name: unique() })).toMatchObject({
      status: 409,
      body: { code: 'company_data_required' },
    });
  });

  it.each([
    ['firma.pl', 'tenant_name_characters'],
    ['firmaonmicrosoft', 'tenant_name_default_domain'],
    ['a'.repeat(31), 'too_long'],
  ])('refuses the name %j with its field message, storing nothing', async (name, message) => {
    const olga = await customer();
    for (const answer of [
      await call(olga, 'POST', '/api/csp/me/accounts', { kind: 'new', name }),
      await call(olga, 'GET', `/api/csp/me/accounts/availability?name=${encodeURIComponent(name)}`),
    ])
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', fields: [{ path: 'name', message }] },
      });
    expect((await call(olga, 'GET', '/api/csp/me/accounts')).body.accounts).toEqual([]);
  });

  it('says Microsoft did not answer, storing nothing, when Partner Center keeps failing', async () => {
    const piotr = await customer();
    await control('/switches', { fail: 8 });
    try {
      expect(
        await call(piotr, 'POST', '/api/csp/me/accounts', { kind: 'new', name: unique() }),
      ).toMatchObject({
        status: 503,
        body: { code: 'microsoft_unavailable' },
      });
    } finally {
      await control('/switches', { fail: 0 });
    }
    expect((await call(piotr, 'GET', '/api/csp/me/accounts')).body.accounts).toEqual([]);
  });
});

describe('an existing Microsoft 365 account', () => {
  it('is "account not found" when Microsoft has no tenant of the name, nothing left awaiting', async () => {
    const zofia = await customer(false);
    expect(
      await call(zofia, 'POST', '/api/csp/me/accounts', { kind: 'existing', name: unique() }),
    ).toMatchObject({ status: 404, body: { code: 'tenant_not_found' } });
    expect((await call(zofia, 'GET', '/api/csp/me/accounts')).body.accounts).toEqual([]);
  });

  it('walks the two steps of the admin centre', async () => {
    const [kontoso] = foreignTenants;
    if (!kontoso) throw new Error('no foreign tenant');
    const marek = await customer(false);
    const added = await call(marek, 'POST', '/api/csp/me/accounts', { kind: 'existing', name: 'Kontoso' });
    expect(added.status).toBe(201);
    const { accountId } = added.body.account;
    expect(added.body.account).toMatchObject({
      domain: kontoso.domain,
      kind: 'linked',
      state: 'awaitingAuthorisation',
      relationshipUrl: expect.stringMatching(/^https:\/\/admin\.microsoft\.com\//),
    });
    const refresh = () => call(marek, 'POST', `/api/csp/me/accounts/${accountId}/refresh`);
    const contact = { firstName: 'Marek', lastName: 'Zieliński', email: 'marek@kontoso.pl', accepted: true };
    expect(
      await call(marek, 'POST', `/api/csp/me/accounts/${accountId}/agreement`, {
        ...contact,
        accepted: false,
      }),
    ).toMatchObject({ status: 400, body: { fields: [{ path: 'accepted', message: 'consent_required' }] } });
    expect((await refresh()).body.state).toBe('awaitingAuthorisation');
    expect(await call(marek, 'POST', `/api/csp/me/accounts/${accountId}/agreement`, contact)).toMatchObject({
      status: 409,
      body: { code: 'account_not_active' },
    });

    await control(`/tenants/${kontoso.domain}/relationship`, { step: 'authorise' });
    expect((await refresh()).body.state).toBe('awaitingConfirmation');
    await control(`/tenants/${kontoso.domain}/relationship`, { step: 'confirm' });
    const linked = (await refresh()).body;
    expect(linked).toMatchObject({ state: 'active', tenantId: kontoso.tenantId });
    expect(linked.relationshipUrl).toBeUndefined();

    const accepted = await call(marek, 'POST', `/api/csp/me/accounts/${accountId}/agreement`, contact);
    expect(accepted.status).toBe(200);
    expect(accepted.body.agreementAcceptedAt).toEqual(expect.any(String));
    const agreements = await simulatedPartnerCenter(simulator()).listCustomerAgreements(kontoso.tenantId);
    expect(agreements.map((agreement) => agreement.primaryContact.email)).toEqual(['marek@kontoso.pl']);
    // Accepted once: a repeat sends nothing again.
    await call(marek, 'POST', `/api/csp/me/accounts/${accountId}/agreement`, contact);
    expect(await simulatedPartnerCenter(simulator()).listCustomerAgreements(kontoso.tenantId)).toHaveLength(
      1,
    );

    // Marek adding it again is told it is on his list; another customer can neither add the same
    // tenant (told another customer linked it) nor touch Marek's account.
    expect(
      await call(marek, 'POST', '/api/csp/me/accounts', { kind: 'existing', name: 'kontoso' }),
    ).toMatchObject({ status: 409, body: { code: 'account_already_added' } });
    const intruder = await customer(false);
    expect(
      await call(intruder, 'POST', '/api/csp/me/accounts', { kind: 'existing', name: 'kontoso' }),
    ).toMatchObject({
      status: 409,
      body: { code: 'account_linked_by_another_customer' },
    });
    expect((await call(intruder, 'GET', '/api/csp/me/accounts')).body.accounts).toEqual([]);
    for (const path of [
      `/api/csp/me/accounts/${accountId}/refresh`,
      `/api/csp/me/accounts/not-an-id/refresh`,
    ])
      expect(await call(intruder, 'POST', path)).toMatchObject({
        status: 404,
        body: { code: 'account_not_found' },
      });
    expect(
      await call(intruder, 'POST', `/api/csp/me/accounts/${accountId}/agreement`, contact),
    ).toMatchObject({
      status: 404,
    });
    expect((await call(undefined, 'GET', '/api/csp/me/accounts')).status).toBe(401);
  });
});

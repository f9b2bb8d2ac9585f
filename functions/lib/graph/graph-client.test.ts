import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphSimulator } from '#infra/local/simulators/graph/graph-simulator';
import { simulatedDirectory } from '#infra/local/simulators/graph/simulated-directory';
import { simulatorClientSecret } from '#infra/local/simulators/graph/token-endpoint';
import { serveSimulator } from '../../../test/support/simulator-server';
import { type GraphClientOptions, graphTenantDirectory } from './graph-client';
import { GraphError, type GraphErrorCode } from './graph-error';
import type { NewUser, TenantDirectory } from './port';

// The Graph adapter against the local simulator of the same contract: users,
// deleted items, passwords, licences, roles, throttling and the app's token, each in a tenant of its
// own so the tests do not see each other's users.

const businessPremium = 'cbdc14ab-d96c-4c30-b9f4-6ada7cdc1d46';
const exchangePlan1 = '4b9405b0-7788-4568-add1-99614e613b69';
const day = 24 * 60 * 60_000;

let clock = Date.parse('2026-03-02T09:00:00Z');
const directory = simulatedDirectory({ now: () => clock });
let simulator: Awaited<ReturnType<typeof serveSimulator>>;
let graph: TenantDirectory;

const adapter = (options: Partial<GraphClientOptions> = {}) =>
  graphTenantDirectory({
    clientId: 'shop-app',
    clientSecret: simulatorClientSecret,
    endpoint: `${simulator.origin}/graph`,
    authority: `${simulator.origin}/graph`,
    now: () => clock,
    ...options,
  });

beforeAll(async () => {
  simulator = await serveSimulator(graphSimulator('/graph', directory));
  graph = adapter();
});
afterAll(() => simulator.close());

/** A new tenant `t<hex>.onmicrosoft.com` in Poland with 2 Business Premium and 1 Exchange licences. */
const newTenant = () => {
  const tenantId = randomUUID();
  const domain = `t${tenantId.slice(0, 8)}.onmicrosoft.com`;
  directory.addTenant({
    tenantId,
    domain,
    country: 'PL',
    displayName: 'Przykład sp. z o.o.',
    skus: [
      { skuId: businessPremium, skuPartNumber: 'SPB', units: 2 },
      { skuId: exchangePlan1, skuPartNumber: 'EXCHANGESTANDARD', units: 1 },
    ],
  });
  return { tenantId, domain };
};

const person = (domain: string, alias: string): NewUser => ({
  firstName: 'Anna',
  lastName: 'Nowak',
  displayName: 'Anna Nowak',
  alias,
  domain,
  usageLocation: 'PL',
});

const failure = async (work: Promise<unknown>): Promise<GraphError> => {
  const error = await work.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof GraphError)) throw new Error(`expected a GraphError, got ${String(error)}`);
  return error;
};
const codeOf = async (work: Promise<unknown>): Promise<GraphErrorCode> => (await failure(work)).code;

const switches = (body: { fail?: number; throttle?: number }) =>
  fetch(`${simulator.origin}/graph/_simulator/switches`, { method: 'POST', body: JSON.stringify(body) });

describe('Graph adapter: users', () => {
  it('creates a user with a temporary password it shows once, which the user must change', async () => {
    const { tenantId, domain } = newTenant();
    const { user, temporaryPassword } = await graph.createUser(tenantId, person(domain, 'anna.nowak'));
    expect(user).toEqual({
      id: expect.any(String),
      userPrincipalName: `anna.nowak@${domain}`,
      displayName: 'Anna Nowak',
      firstName: 'Anna',
      lastName: 'Nowak',
      usageLocation: 'PL',
      accountEnabled: true,
      licences: [],
    });
    expect(temporaryPassword).toHaveLength(16);
    expect(directory.checkPassword(tenantId, user.userPrincipalName, temporaryPassword)).toBe(true);
    expect(directory.tenant(tenantId)?.users.get(user.id)?.forceChangePasswordNextSignIn).toBe(true);

    const read = await graph.getUser(tenantId, user.id);
    expect(read).toEqual(user);
    expect(JSON.stringify([read, await graph.listUsers(tenantId)])).not.toContain(temporaryPassword);
    expect(await graph.listUsers(tenantId)).toEqual([user]);
  });

  it('refuses a user principal name taken, whatever its case, as user_exists', async () => {
    const { tenantId, domain } = newTenant();
    await graph.createUser(tenantId, person(domain, 'anna.nowak'));
    expect(await codeOf(graph.createUser(tenantId, person(domain, 'Anna.Nowak')))).toBe('user_exists');
  });

  it("refuses an alias Entra does not take as invalid_alias, and a domain not the tenant's", async () => {
    const { tenantId, domain } = newTenant();
    for (const alias of ['zażółć', 'anna nowak', 'anna.', 'anna@nowak', 'a'.repeat(65)])
      expect(await codeOf(graph.createUser(tenantId, person(domain, alias)))).toBe('invalid_alias');
    const { user } = await graph.createUser(tenantId, person(domain, "o'brien.a-b_c!d#e^f~g"));
    expect(user.userPrincipalName).toBe(`o'brien.a-b_c!d#e^f~g@${domain}`);
    expect(await codeOf(graph.createUser(tenantId, person('example.com', 'anna')))).toBe('invalid_request');
  });

  it('updates names and usage location, leaving out what is not given', async () => {
    const { tenantId, domain } = newTenant();
    const { user } = await graph.createUser(tenantId, person(domain, 'anna'));
    await graph.updateUser(tenantId, user.id, {
      lastName: 'Kowalska',
      displayName: 'Anna Kowalska',
      usageLocation: 'DE',
    });
    expect(await graph.getUser(tenantId, user.id)).toEqual({
      ...user,
      lastName: 'Kowalska',
      displayName: 'Anna Kowalska',
      usageLocation: 'DE',
    });
    expect(await codeOf(graph.updateUser(tenantId, randomUUID(), { firstName: 'X' }))).toBe('not_found');
  });

  it('reads the organization: its country and verified domain', async () => {
    const { tenantId, domain } = newTenant();
    expect(await graph.getOrganization(tenantId)).toEqual({
      displayName: 'Przykład sp. z o.o.',
      country: 'PL',
      domains: [domain],
    });
  });

  it('lists every user, page after page (Graph gives 100 a page)', async () => {
    const { tenantId, domain } = newTenant();
    for (let n = 0; n < 102; n += 1) await graph.createUser(tenantId, person(domain, `user${n}`));
    const users = await graph.listUsers(tenantId);
    expect(users).toHaveLength(102);
    expect(new Set(users.map((user) => user.userPrincipalName)).size).toBe(102);
  });
});

describe('Graph adapter: deleted users', () => {
  it('deletes a user to the deleted items, lists it with its name and restores it', async () => {
    const { tenantId, domain } = newTenant();
    const { user } = await graph.createUser(tenantId, person(domain, 'anna'));
    await graph.deleteUser(tenantId, user.id);
    expect(await graph.listUsers(tenantId)).toEqual([]);
    expect(await codeOf(graph.getUser(tenantId, user.id))).toBe('not_found');
    expect(await graph.listDeletedUsers(tenantId)).toEqual([
      { ...user, deletedAt: new Date(clock).toISOString() },
    ]);

    await graph.restoreUser(tenantId, user.id);
    expect(await graph.getUser(tenantId, user.id)).toEqual(user);
    expect(await graph.listDeletedUsers(tenantId)).toEqual([]);
  });

  it('refuses to restore a user whose name another user took meanwhile', async () => {
    const { tenantId, domain } = newTenant();
    const { user } = await graph.createUser(tenantId, person(domain, 'anna'));
    await graph.deleteUser(tenantId, user.id);
    await graph.createUser(tenantId, person(domain, 'anna'));
    expect(await codeOf(graph.restoreUser(tenantId, user.id))).toBe('user_exists');
  });

  it('keeps a deleted user 30 days, then it is gone for good', async () => {
    const { tenantId, domain } = newTenant();
    const { user } = await graph.createUser(tenantId, person(domain, 'anna'));
    await graph.deleteUser(tenantId, user.id);
    clock += 30 * day - 60_000;
    expect(await graph.listDeletedUsers(tenantId)).toHaveLength(1);
    clock += 60_000;
    expect(await graph.listDeletedUsers(tenantId)).toEqual([]);
    expect(await codeOf(graph.restoreUser(tenantId, user.id))).toBe('not_found');
  });
});

describe('Graph adapter: passwords', () => {
  it('resets a password: a new temporary one works, the old one no longer does', async () => {
    const { tenantId, domain } = newTenant();
    const { user, temporaryPassword: first } = await graph.createUser(tenantId, person(domain, 'anna'));
    const { temporaryPassword: second } = await graph.resetPassword(tenantId, user.id);
    expect(second).not.toBe(first);
    expect(directory.checkPassword(tenantId, user.userPrincipalName, first)).toBe(false);
    expect(directory.checkPassword(tenantId, user.userPrincipalName, second)).toBe(true);
    expect(directory.tenant(tenantId)?.users.get(user.id)?.forceChangePasswordNextSignIn).toBe(true);
  });
});

describe('Graph adapter: licences', () => {
  it('assigns licences within the units paid for, refuses one more and frees a unit when removed', async () => {
    const { tenantId, domain } = newTenant();
    const [anna, jan, ewa] = await Promise.all(
      ['anna', 'jan', 'ewa'].map(
        async (alias) => (await graph.createUser(tenantId, person(domain, alias))).user,
      ),
    );
    if (!anna || !jan || !ewa) throw new Error('three users expected');
    await graph.assignLicences(tenantId, anna.id, { add: [businessPremium, exchangePlan1], remove: [] });
    await graph.assignLicences(tenantId, jan.id, { add: [businessPremium], remove: [] });
    expect(await codeOf(graph.assignLicences(tenantId, ewa.id, { add: [businessPremium], remove: [] }))).toBe(
      'not_enough_licences',
    );
    expect(await graph.listSubscribedSkus(tenantId)).toEqual([
      { skuId: businessPremium, skuPartNumber: 'SPB', enabledUnits: 2, consumedUnits: 2 },
      { skuId: exchangePlan1, skuPartNumber: 'EXCHANGESTANDARD', enabledUnits: 1, consumedUnits: 1 },
    ]);
    expect((await graph.getUser(tenantId, anna.id)).licences).toEqual([businessPremium, exchangePlan1]);

    await graph.assignLicences(tenantId, anna.id, { add: [], remove: [businessPremium] });
    expect((await graph.getUser(tenantId, anna.id)).licences).toEqual([exchangePlan1]);
    await graph.assignLicences(tenantId, ewa.id, { add: [businessPremium], remove: [] });
    expect((await graph.listSubscribedSkus(tenantId))[0]?.consumedUnits).toBe(2);
  });

  it("frees a deleted user's licences", async () => {
    const { tenantId, domain } = newTenant();
    const { user } = await graph.createUser(tenantId, person(domain, 'anna'));
    await graph.assignLicences(tenantId, user.id, { add: [exchangePlan1], remove: [] });
    await graph.deleteUser(tenantId, user.id);
    expect((await graph.listSubscribedSkus(tenantId))[1]?.consumedUnits).toBe(0);
  });

  it('refuses a licence for a user without a usage location as usage_location_required', async () => {
    const { tenantId, domain } = newTenant();
    // A user made elsewhere (the admin centre) without a usage location: Graph straight, as it would.
    const token = await (
      await fetch(`${simulator.origin}/graph/${tenantId}/oauth2/v2.0/token`, {
        method: 'POST',
        body: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: 'admin-centre',
          client_secret: simulatorClientSecret,
          scope: 'https://graph.microsoft.com/.default',
        }),
      })
    ).json();
    const created = await fetch(`${simulator.origin}/graph/v1.0/users`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token.access_token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        accountEnabled: true,
        displayName: 'Jan Kowalski',
        mailNickname: 'jan',
        userPrincipalName: `jan@${domain}`,
        passwordProfile: { password: 'Start-2026-haslo', forceChangePasswordNextSignIn: true },
      }),
    });
    const { id } = await created.json();
    expect(await codeOf(graph.assignLicences(tenantId, id, { add: [businessPremium], remove: [] }))).toBe(
      'usage_location_required',
    );
    await graph.updateUser(tenantId, id, { usageLocation: 'PL' });
    await graph.assignLicences(tenantId, id, { add: [businessPremium], remove: [] });
    expect((await graph.getUser(tenantId, id)).licences).toEqual([businessPremium]);
  });
});

describe('Graph adapter: admin roles', () => {
  it('sets roles and reads them back, per user and tenant-wide; none makes a plain user', async () => {
    const { tenantId, domain } = newTenant();
    const { user: anna } = await graph.createUser(tenantId, person(domain, 'anna'));
    const { user: jan } = await graph.createUser(tenantId, person(domain, 'jan'));
    await graph.setUserRoles(tenantId, anna.id, ['globalAdministrator', 'userAdministrator']);
    await graph.setUserRoles(tenantId, jan.id, ['passwordAdministrator']);
    expect((await graph.getUserRoles(tenantId, anna.id)).sort()).toEqual([
      'globalAdministrator',
      'userAdministrator',
    ]);
    expect(await graph.listRoleMembers(tenantId)).toEqual(
      expect.arrayContaining([
        { role: 'globalAdministrator', principalId: anna.id },
        { role: 'userAdministrator', principalId: anna.id },
        { role: 'passwordAdministrator', principalId: jan.id },
      ]),
    );
    expect(await graph.listRoleMembers(tenantId)).toHaveLength(3);

    await graph.setUserRoles(tenantId, anna.id, ['serviceSupportAdministrator']);
    expect(await graph.getUserRoles(tenantId, anna.id)).toEqual(['serviceSupportAdministrator']);
    await graph.setUserRoles(tenantId, anna.id, []);
    expect(await graph.getUserRoles(tenantId, anna.id)).toEqual([]);
    expect(await graph.listRoleMembers(tenantId)).toEqual([
      { role: 'passwordAdministrator', principalId: jan.id },
    ]);
  });

  it("hides a deleted user's roles and gives them back with the user", async () => {
    const { tenantId, domain } = newTenant();
    const { user } = await graph.createUser(tenantId, person(domain, 'anna'));
    await graph.setUserRoles(tenantId, user.id, ['userAdministrator']);
    await graph.deleteUser(tenantId, user.id);
    expect(await graph.listRoleMembers(tenantId)).toEqual([]);
    await graph.restoreUser(tenantId, user.id);
    expect(await graph.getUserRoles(tenantId, user.id)).toEqual(['userAdministrator']);
  });
});

describe('Graph adapter: throttling, outages and the token', () => {
  it('waits out a 429 for its Retry-After and then succeeds', async () => {
    const { tenantId, domain } = newTenant();
    await graph.createUser(tenantId, person(domain, 'anna'));
    await switches({ throttle: 1 });
    const waits: number[] = [];
    const counted = adapter({ sleep: async (ms) => waits.push(ms) });
    expect(await counted.listUsers(tenantId)).toHaveLength(1);
    // The simulator's 429 asks for one second.
    expect(waits).toEqual([1000]);
  });

  it('gives up as throttled after 3 retries', async () => {
    const { tenantId } = newTenant();
    await switches({ throttle: 4 });
    const error = await failure(adapter({ maxRetryWaitSeconds: 0 }).listUsers(tenantId));
    expect(error.code).toBe('throttled');
    expect(error.details).toMatchObject({
      status: 429,
      retryAfterSeconds: 1,
      graphCode: 'activityLimitReached',
    });
    expect(await graph.listUsers(tenantId)).toEqual([]);
  });

  it('answers a 5xx as unavailable, without retrying', async () => {
    const { tenantId } = newTenant();
    await switches({ fail: 1 });
    expect(await codeOf(graph.listUsers(tenantId))).toBe('unavailable');
    expect(await graph.listUsers(tenantId)).toEqual([]);
  });

  it('answers unavailable when nothing answers at all', async () => {
    const nowhere = adapter({
      endpoint: 'http://127.0.0.1:9',
      authority: 'http://127.0.0.1:9',
      timeoutMs: 500,
    });
    expect(await codeOf(nowhere.listUsers(randomUUID()))).toBe('unavailable');
  });

  it('fails as unauthorized with a wrong client secret or a tenant that does not exist', async () => {
    const { tenantId } = newTenant();
    const wrong = await failure(adapter({ clientSecret: 'not-the-secret' }).listUsers(tenantId));
    expect(wrong).toMatchObject({
      code: 'unauthorized',
      details: { status: 401, graphCode: 'invalid_client' },
    });
    expect(wrong.message).toMatch(/^AADSTS7000215: Invalid client secret provided/);
    expect(await codeOf(graph.listUsers(randomUUID()))).toBe('unauthorized');
  });

  it('sends the token only to Graph: a next page elsewhere is refused', async () => {
    const elsewhere = await serveSimulator((req, res) => {
      const body = req.url?.endsWith('/token')
        ? { token_type: 'Bearer', expires_in: 3599, access_token: 'token' }
        : { value: [], '@odata.nextLink': 'https://example.com/v1.0/users?$skiptoken=x' };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return true;
    });
    const misled = adapter({ endpoint: elsewhere.origin, authority: elsewhere.origin });
    expect(await codeOf(misled.listUsers(randomUUID()))).toBe('unavailable');
    await elsewhere.close();
  });
});

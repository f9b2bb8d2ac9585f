import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import type {
  CreatedSubscriptionUser,
  SubscriptionUserView,
  TenantUsersView,
} from '#shared/microsoft/subscription-user';
import { giveClientProfile } from '../support/client-profile';
import { buyBusinessStandard, type Customer, customerCall, readyAccount } from '../support/microsoft';
import { eventually, signUpAndIn, startTestRuntime } from '../support/runtime';

// A tenant's users and licences through the local runtime: a customer with a tenant and a paid, provisioned
// Microsoft 365 Business Standard (one licence, O365_BUSINESS_PREMIUM, in the Graph simulator) manages
// the tenant's users: adds two, assigns the one licence (the second assignment refused), resets a
// password, deletes and restores a user; another customer reaches none of it, bad input is a 400.

let runtime: Runtime;
let count = 0;
const customer = async (): Promise<Customer> => {
  count += 1;
  const email = `m365-users-${count}-${Date.now()}@example.pl`;
  const { sub, idToken } = await signUpAndIn(runtime, email);
  await giveClientProfile(sub, email);
  return { sub, token: idToken };
};
const call = (who: Customer, method: string, path: string, body?: unknown) =>
  customerCall(runtime, who, method, path, body);

const skuId = 'f245ecc8-75af-4f8e-b61f-27d8114de5f3';
const unknownUser = '0a0b0c0d-1111-4222-8333-444455556666';

let anna: Customer;
let account: { accountId: string; tenantId: string; domain: string };
const users = () => `/api/csp/me/accounts/${account.accountId}/users`;
const newUser = (alias: string, change: object = {}) => ({
  firstName: 'Jan',
  lastName: 'Kowalski',
  displayName: `Jan Kowalski ${alias}`,
  alias,
  domain: account.domain,
  usageLocation: 'PL',
  role: 'user',
  ...change,
});
const list = async () => {
  const answer = await call(anna, 'GET', users());
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as TenantUsersView;
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  anna = await customer();
  account = await readyAccount(runtime, anna);
  await buyBusinessStandard(runtime, anna);
  await eventually(async () => {
    const { body } = await call(anna, 'GET', '/api/csp/me/subscriptions');
    return body.subscriptions?.[0]?.status === 'active';
  }, 40_000);
}, 90_000);
afterAll(() => runtime.stop());

describe("the users of a customer's Microsoft 365 tenant", () => {
  it('are added, given the licence while one is free, reset, edited, deleted and restored', async () => {
    const before = await list();
    expect(before.licences).toEqual([
      // Named by her subscription that put it in the tenant.
      {
        skuId,
        skuPartNumber: 'O365_BUSINESS_PREMIUM',
        name: 'Microsoft 365 Business Standard (miesięczna)',
        // And in every language, which the panel shows in its own.
        names: expect.objectContaining({
          pl: 'Microsoft 365 Business Standard (miesięczna)',
          en: 'Microsoft 365 Business Standard (monthly)',
          de: 'Microsoft 365 Business Standard (monatlich)',
        }),
        enabled: 1,
        consumed: 0,
        free: 1,
      },
    ]);
    expect(before.organization).toMatchObject({ country: 'PL', domains: [account.domain] });

    // Two users; the temporary password shown once.
    const jan = await call(anna, 'POST', users(), newUser('jan.kowalski'));
    expect(jan.status, JSON.stringify(jan.body)).toBe(201);
    const created = jan.body as CreatedSubscriptionUser;
    expect(created).toEqual({
      user: expect.objectContaining({
        userPrincipalName: `jan.kowalski@${account.domain}`,
        displayName: 'Jan Kowalski jan.kowalski',
        usageLocation: 'PL',
        licences: [],
        role: 'user',
      }),
      temporaryPassword: expect.stringMatching(/^.{16}$/),
    });
    const ewa = await call(
      anna,
      'POST',
      users(),
      newUser('ewa', { firstName: 'Ewa', displayName: 'Ewa Nowak', role: 'userAdministrator' }),
    );
    expect(ewa.status, JSON.stringify(ewa.body)).toBe(201);
    const ewaId = (ewa.body as CreatedSubscriptionUser).user.id;
    expect(ewa.body.user.role).toBe('userAdministrator');
    const janId = created.user.id;
    const listed = await list();
    expect(listed.users.map((user) => [user.displayName, user.role])).toEqual(
      expect.arrayContaining([
        ['Jan Kowalski jan.kowalski', 'user'],
        ['Ewa Nowak', 'userAdministrator'],
      ]),
    );
    expect(JSON.stringify(listed)).not.toContain(created.temporaryPassword);

    // The same login again.
    expect(await call(anna, 'POST', users(), newUser('JAN.KOWALSKI'))).toMatchObject({
      status: 409,
      body: { code: 'subscription_user_exists' },
    });

    // The one licence to Jan; none is left for Ewa.
    const assigned = await call(anna, 'PUT', `${users()}/${janId}/licences`, { add: [skuId] });
    expect(assigned).toMatchObject({ status: 200, body: { id: janId, licences: [skuId] } });
    expect((await list()).licences[0]).toMatchObject({ consumed: 1, free: 0 });
    expect(await call(anna, 'PUT', `${users()}/${ewaId}/licences`, { add: [skuId] })).toMatchObject({
      status: 409,
      body: { code: 'not_enough_licences' },
    });

    // A new temporary password, another each time.
    const reset = await call(anna, 'POST', `${users()}/${janId}/password`);
    expect(reset).toMatchObject({
      status: 200,
      body: { userId: janId, temporaryPassword: expect.any(String) },
    });
    expect(reset.body.temporaryPassword).not.toBe(created.temporaryPassword);

    // Edited: names, usage location and role; the login stays.
    const edited = await call(anna, 'PUT', `${users()}/${janId}`, {
      firstName: 'Janusz',
      lastName: 'Kowalski',
      displayName: 'Janusz Kowalski',
      usageLocation: 'DE',
      role: 'passwordAdministrator',
    });
    expect(edited).toMatchObject({
      status: 200,
      body: {
        userPrincipalName: `jan.kowalski@${account.domain}`,
        displayName: 'Janusz Kowalski',
        usageLocation: 'DE',
        role: 'passwordAdministrator',
      },
    });
    expect(await call(anna, 'PUT', `${users()}/${janId}/role`, { role: 'user' })).toMatchObject({
      status: 200,
      body: { role: 'user' },
    });
    const janNow = (await list()).users.find((user) => user.id === janId) as SubscriptionUserView;
    expect(janNow).toMatchObject({ displayName: 'Janusz Kowalski', role: 'user', licences: [skuId] });

    // Deleted: off the list, restorable for 30 days, his licence free for Ewa.
    expect(await call(anna, 'DELETE', `${users()}/${janId}`)).toMatchObject({
      status: 200,
      body: { userId: janId },
    });
    expect((await list()).users.map((user) => user.id)).not.toContain(janId);
    const deleted = await call(anna, 'GET', `/api/csp/me/accounts/${account.accountId}/deleted-users`);
    expect(deleted.status).toBe(200);
    const gone = deleted.body.users.find((user: { id: string }) => user.id === janId);
    expect(gone).toMatchObject({ userPrincipalName: `jan.kowalski@${account.domain}` });
    expect(Date.parse(gone.restorableUntil) - Date.parse(gone.deletedAt)).toBe(30 * 24 * 3600_000);
    expect(await call(anna, 'PUT', `${users()}/${ewaId}/licences`, { add: [skuId] })).toMatchObject({
      status: 200,
      body: { licences: [skuId] },
    });

    // Restored (without the licence Ewa holds now).
    const restored = await call(anna, 'POST', `${users()}/${janId}/restore`);
    expect(restored).toMatchObject({ status: 200, body: { id: janId, displayName: 'Janusz Kowalski' } });
    expect((await list()).users.map((user) => user.id)).toContain(janId);
    expect(await call(anna, 'POST', `${users()}/${janId}/restore`)).toMatchObject({
      status: 404,
      body: { code: 'subscription_user_not_found' },
    });
  });

  it("are another customer's own: her account is not found", async () => {
    const piotr = await customer();
    const ownUser = (await list()).users[0] as SubscriptionUserView;
    for (const [method, path, body] of [
      ['GET', users()],
      ['POST', users(), newUser('intruz')],
      ['GET', `/api/csp/me/accounts/${account.accountId}/deleted-users`],
      ['POST', `${users()}/${ownUser.id}/password`],
      ['DELETE', `${users()}/${ownUser.id}`],
      ['PUT', `${users()}/${ownUser.id}/licences`, { remove: [skuId] }],
    ] as const)
      expect(await call(piotr, method, path, body), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { code: 'account_not_found' },
      });
    expect((await list()).users.map((user) => user.id)).toContain(ownUser.id);
  });

  it('refuses bad input with its fields, and ids of no shape as not found', async () => {
    const empty = await call(anna, 'POST', users(), {});
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('invalid_data');
    expect(empty.body.fields.map((field: { path: string }) => field.path).sort()).toEqual(
      ['alias', 'displayName', 'domain', 'firstName', 'lastName', 'role', 'usageLocation'].sort(),
    );
    expect(await call(anna, 'POST', users(), newUser('anna', { displayName: 'Nowak, Anna' }))).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'displayName', message: 'display_name_characters' }] },
    });
    expect(await call(anna, 'POST', users(), newUser('zaneta', { alias: 'żaneta' }))).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'alias', message: 'invalid_login' }] },
    });
    expect(await call(anna, 'POST', users(), newUser('anna', { domain: 'firma.pl' }))).toMatchObject({
      status: 400,
      body: { fields: [{ path: 'domain', message: 'invalid_value' }] },
    });
    expect(
      await call(anna, 'PUT', `${users()}/${unknownUser}/licences`, { add: ['O365_BUSINESS_PREMIUM'] }),
    ).toMatchObject({ status: 400, body: { fields: [{ path: 'add.0', message: 'invalid_value' }] } });

    expect(await call(anna, 'GET', '/api/csp/me/accounts/not-an-account/users')).toMatchObject({
      status: 404,
      body: { code: 'account_not_found' },
    });
    for (const userId of ['not-a-user', unknownUser])
      expect(await call(anna, 'DELETE', `${users()}/${userId}`)).toMatchObject({
        status: 404,
        body: { code: 'subscription_user_not_found' },
      });
  });
});

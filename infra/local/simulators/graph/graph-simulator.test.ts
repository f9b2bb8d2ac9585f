import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveSimulator } from '../../../../test/support/simulator-server';
import { isValidAlias } from './entra-rules';
import { graphSimulator } from './graph-simulator';
import { simulatedDirectory } from './simulated-directory';
import { simulatorClientSecret } from './token-endpoint';

// The simulator's wire contract as Graph and the token endpoint answer it, below the adapter (whose
// tests, functions/lib/graph/, cover the port): error bodies, default properties, paging, the
// token's refusals and lifetime, the switches.

const tenantId = '0b8f5f4e-3c1d-4a8e-9f00-5a1d7c2e9b10';
const domain = 'przyklad.onmicrosoft.com';
let clock = Date.parse('2026-03-02T09:00:00Z');
const directory = simulatedDirectory({ now: () => clock });
let simulator: Awaited<ReturnType<typeof serveSimulator>>;
let bearer: string;

const requestToken = (tenant: string, secret = simulatorClientSecret) =>
  fetch(`${simulator.origin}/graph/${tenant}/oauth2/v2.0/token`, {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: 'shop-app',
      client_secret: secret,
      scope: 'https://graph.microsoft.com/.default',
    }),
  });

const call = (method: string, path: string, body?: unknown, token = bearer) =>
  fetch(`${simulator.origin}/graph/v1.0${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

const newUser = (alias: string) => ({
  accountEnabled: true,
  displayName: alias,
  mailNickname: alias,
  userPrincipalName: `${alias}@${domain}`,
  usageLocation: 'PL',
  passwordProfile: { password: 'Start-2026-haslo', forceChangePasswordNextSignIn: true },
});

beforeAll(async () => {
  directory.addTenant({ tenantId, domain, country: 'PL', skus: [] });
  simulator = await serveSimulator(graphSimulator('/graph', directory));
  bearer = (await (await requestToken(tenantId)).json()).access_token;
});
afterAll(() => simulator.close());

describe('Graph simulator: Graph v1.0', () => {
  it('answers a taken user principal name as Graph does', async () => {
    expect((await call('POST', '/users', newUser('anna'))).status).toBe(201);
    const taken = await call('POST', '/users', newUser('anna'));
    expect(taken.status).toBe(400);
    expect(await taken.json()).toEqual({
      error: {
        code: 'Request_BadRequest',
        message: 'Another object with the same value for property userPrincipalName already exists.',
        details: [{ code: 'ObjectConflict', target: 'userPrincipalName' }],
        innerError: { date: '2026-03-02T09:00:00', 'request-id': expect.any(String) },
      },
    });
  });

  it("gives a user's default properties, or those $select names", async () => {
    const created = await (await call('POST', '/users', newUser('jan'))).json();
    const plain = await (await call('GET', `/users/${created.id}`)).json();
    expect(Object.keys(plain).sort()).toEqual(
      [
        '@odata.context',
        'businessPhones',
        'displayName',
        'givenName',
        'id',
        'jobTitle',
        'mail',
        'mobilePhone',
        'officeLocation',
        'preferredLanguage',
        'surname',
        'userPrincipalName',
      ].sort(),
    );
    const selected = await (await call('GET', `/users/jan@${domain}?$select=id,usageLocation`)).json();
    expect(selected).toEqual({ '@odata.context': expect.any(String), id: created.id, usageLocation: 'PL' });
  });

  it('shows a deleted user under its id-prefixed name, which frees the name', async () => {
    const created = await (await call('POST', '/users', newUser('ewa'))).json();
    expect((await call('DELETE', `/users/${created.id}`)).status).toBe(204);
    const deleted = await (await call('GET', '/directory/deletedItems/microsoft.graph.user')).json();
    expect(deleted.value).toEqual([
      {
        id: created.id,
        displayName: 'ewa',
        userPrincipalName: `${created.id.replaceAll('-', '')}ewa@${domain}`,
        deletedDateTime: '2026-03-02T09:00:00.000Z',
      },
    ]);
    expect((await call('POST', '/users', newUser('ewa'))).status).toBe(201);
  });

  it('pages a collection with $top and an absolute @odata.nextLink', async () => {
    const first = await (await call('GET', '/users?$top=2&$select=id')).json();
    expect(first.value).toHaveLength(2);
    expect(first['@odata.nextLink']).toMatch(new RegExp(`^${simulator.origin}/graph/v1.0/users\\?`));
    const rest = await (
      await fetch(first['@odata.nextLink'], { headers: { authorization: `Bearer ${bearer}` } })
    ).json();
    expect(rest.value).toHaveLength(1);
    expect(rest['@odata.nextLink']).toBeUndefined();
  });

  it('refuses a password Entra finds too weak, and an unknown segment or method', async () => {
    const weak = await call('POST', '/users', {
      ...newUser('piotr'),
      passwordProfile: { password: 'haslo123' },
    });
    expect((await weak.json()).error.message).toMatch(/password complexity requirements/);
    expect((await call('GET', '/groups')).status).toBe(400);
    expect((await call('PUT', '/users')).status).toBe(405);
  });

  it('refuses a call without a token, with an unknown one and with one past its hour', async () => {
    expect(await (await call('GET', '/users', undefined, '')).json()).toMatchObject({
      error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty.' },
    });
    expect((await call('GET', '/users', undefined, 'made-up')).status).toBe(401);
    const token = (await (await requestToken(tenantId)).json()).access_token;
    clock += 3599 * 1000;
    expect(await (await call('GET', '/users', undefined, token)).json()).toMatchObject({
      error: { message: 'Lifetime validation failed, the token is expired.' },
    });
  });

  it('answers the next calls 503 or 429 with Retry-After when switched', async () => {
    await fetch(`${simulator.origin}/graph/_simulator/switches`, {
      method: 'POST',
      body: JSON.stringify({ fail: 1, throttle: 1 }),
    });
    const token = (await (await requestToken(tenantId)).json()).access_token;
    const failed = await call('GET', '/users', undefined, token);
    const throttled = await call('GET', '/users', undefined, token);
    expect([failed.status, failed.headers.get('retry-after')]).toEqual([503, '1']);
    expect([throttled.status, throttled.headers.get('retry-after')]).toEqual([429, '1']);
    expect((await call('GET', '/users', undefined, token)).status).toBe(200);
  });
});

describe('Graph simulator: token endpoint', () => {
  it('refuses a wrong secret with 401 invalid_client, AADSTS7000215', async () => {
    const refused = await requestToken(tenantId, 'wrong');
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      error: 'invalid_client',
      error_codes: [7000215],
      error_description: expect.stringMatching(/^AADSTS7000215: Invalid client secret provided\./),
    });
  });

  it('refuses a tenant it does not know with AADSTS90002, and takes a known one by its domain', async () => {
    const unknown = await requestToken('00000000-0000-0000-0000-000000000000');
    expect([unknown.status, (await unknown.json()).error_codes]).toEqual([400, [90002]]);
    expect((await requestToken(domain)).status).toBe(200);
  });
});

describe('Graph simulator: Entra rules', () => {
  it.each([
    ['anna.nowak', true],
    ["o'brien", true],
    ['a-b_c!d#e^f~g', true],
    ['a'.repeat(64), true],
    ['a'.repeat(65), false],
    ['zażółć', false],
    ['anna nowak', false],
    ['anna.', false],
    ['anna+1', false],
    ['', false],
  ])('alias %s valid: %s', (alias, valid) => {
    expect(isValidAlias(alias)).toBe(valid);
  });
});

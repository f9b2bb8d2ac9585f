import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getClientProfile } from '#functions/lib/table/client-profiles';
import { findOrder } from '#functions/lib/table/orders';
import { deps as partnerDeps } from '#functions/use-cases/partners/deps';
import { enrolPartner } from '#functions/use-cases/partners/enrol-partner';
import { demoPartnerCode, demoPartnerUsers } from '#infra/local/demo-partner';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { localCredentials, localRegion } from '#infra/local/services/local-aws';
import { partnerOrderFields } from '#shared/partners/partner-order';
import { partnerDiscounts } from '#shared/partners/partner-terms';
import { giveClientProfile } from '../support/client-profile';
import { placeOrderOf } from '../support/place-order';
import { eventually, signIn, signUpAndIn, startTestRuntime } from '../support/runtime';
import { shopCall } from '../support/shop-call';
import { signUpOnCognito, signUpPassword } from '../support/site-sign-up';
import { signInAsStaff } from '../support/totp';

// The business partners' portal against the local runtime: who is a partner, the
// customers it brought (attributed at sign-up, their orders carrying the partner from the profile),
// and exactly what a partner may see of them.

let runtime: Runtime;
let cognito: CognitoIdentityProviderClient;
let partner: Awaited<ReturnType<typeof signIn>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  cognito = new CognitoIdentityProviderClient({
    endpoint: runtime.cognitoProxyUrl,
    region: localRegion,
    credentials: localCredentials,
  });
  partner = await signIn(runtime, demoPartnerUsers.partner.email, demoPartnerUsers.partner.password);
}, 60_000);
afterAll(async () => {
  cognito?.destroy();
  await runtime?.stop();
});

const get = (path: string, token?: string) => shopCall(runtime, 'GET', path, token ? { token } : {});

/** Signs up through Cognito as the site does (client metadata with the partner code), confirms, signs in. */
const signUpWithCode = async (email: string, partnerCode: string) => {
  await signUpOnCognito(runtime, cognito, email, { partnerCode });
  const mail = await eventually(() => runtime.mail.list().find((m) => m.to.includes(email)));
  await cognito.send(
    new ConfirmSignUpCommand({
      ClientId: runtime.cognito.clientId,
      Username: email,
      ConfirmationCode: /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '',
    }),
  );
  return signIn(runtime, email, signUpPassword);
};

const routes = [
  '/api/clients/partner/profile',
  '/api/clients/partner/price-list',
  '/api/clients/partner/orders',
];

describe('who may open the portal', () => {
  it('answers the partner its code, currency and discounts', async () => {
    expect(await get('/api/clients/partner/profile', partner.idToken)).toMatchObject({
      status: 200,
      body: { code: demoPartnerCode, currency: 'PLN', discounts: partnerDiscounts },
    });
  });

  it.each([
    ['a private customer', 0],
    ['a business customer', 1],
  ])('refuses %s with 403 not_allowed on every route', async (_, user) => {
    const { email, password: secret } = demoUsers[user] ?? demoUsers[0];
    const { idToken } = await signIn(runtime, email, secret);
    for (const route of routes) {
      expect(await get(route, idToken)).toMatchObject({ status: 403, body: { code: 'not_allowed' } });
    }
  });

  it('refuses a guest with 401', async () => {
    for (const route of routes) expect((await get(route)).status).toBe(401);
  });
});

describe('enrolment by the operations staff', () => {
  const enrol = (body: unknown, token?: string) =>
    shopCall(runtime, 'POST', '/api/clients/staff/partners', { body, ...(token ? { token } : {}) });

  it('makes the user of an e-mail a partner once: a code, her currency, the portal open to her', async () => {
    const staff = await signInAsStaff(runtime, 'obsluga.partnerzy@example.pl', 'operations');
    const user = await signUpAndIn(runtime, 'nowy-partner@example.pl');
    await giveClientProfile(user.sub, 'nowy-partner@example.pl', false);
    const first = await enrol({ email: 'Nowy-Partner@example.pl', currency: 'EUR' }, staff.idToken);
    expect(first).toMatchObject({ status: 200, body: { partnerId: user.sub, currency: 'EUR' } });
    expect(first.body.code).toMatch(/^P-[A-Z0-9]{6}$/);
    expect(await enrol({ email: 'nowy-partner@example.pl', currency: 'PLN' }, staff.idToken)).toMatchObject({
      status: 200,
      body: first.body,
    });
    const { idToken } = await signIn(runtime, 'nowy-partner@example.pl', 'Test1234');
    expect(await get('/api/clients/partner/profile', idToken)).toMatchObject({
      status: 200,
      body: { code: first.body.code, currency: 'EUR' },
    });
  });

  it('refuses an unknown e-mail with 404, bad data with 400 and anyone but operations staff', async () => {
    const staff = await signInAsStaff(runtime, 'obsluga.partnerzy2@example.pl', 'operations');
    expect(await enrol({ email: 'nikt@example.pl', currency: 'PLN' }, staff.idToken)).toMatchObject({
      status: 404,
      body: { code: 'user_not_found' },
    });
    const bad = await enrol({ email: 'nie-email', currency: 'ZZZ', partnerId: 'x' }, staff.idToken);
    expect(bad).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect(bad.body.fields.map(({ path }: { path: string }) => path).sort()).toEqual([
      'currency',
      'email',
      'partnerId',
    ]);
    const customer = await signIn(runtime, demoUsers[1].email, demoUsers[1].password);
    expect(await enrol({ email: demoUsers[1].email, currency: 'PLN' }, customer.idToken)).toMatchObject({
      status: 403,
      body: { code: 'not_allowed' },
    });
    expect((await enrol({ email: demoUsers[1].email, currency: 'PLN' })).status).toBe(401);
    expect(await get('/api/clients/partner/profile', customer.idToken)).toMatchObject({ status: 403 });
  });
});

describe("the partner's customers' orders", () => {
  it('lists the brought customer’s orders with only the fields a partner may see', async () => {
    const answer = await get('/api/clients/partner/orders', partner.idToken);
    expect(answer.status).toBe(200);
    const orders = answer.body.orders as Record<string, unknown>[];
    expect(orders.map((order) => order.status)).toEqual(['toSend', 'finished']);
    for (const order of orders) {
      expect(Object.keys(order).sort()).toEqual([...partnerOrderFields].sort());
      expect(order.customer).toBe('Testowa Spółka Akcyjna');
    }
    const text = JSON.stringify(answer.body);
    for (const secret of [
      demoPartnerUsers.customer.email,
      'Zielińska',
      '1234563218',
      'Długa',
      '+48',
      'gross',
    ])
      expect(text).not.toContain(secret);
  });

  it('filters by status and by date', async () => {
    const finished = await get('/api/clients/partner/orders?status=finished', partner.idToken);
    expect(finished.body.orders.map((order: { status: string }) => order.status)).toEqual(['finished']);
    const february = await get('/api/clients/partner/orders?from=2026-02-01&to=2026-02-28', partner.idToken);
    expect(february.body.orders.map((order: { createdAt: string }) => order.createdAt)).toEqual([
      '2026-02-03T13:15:00.000Z',
    ]);
    expect(await get('/api/clients/partner/orders?status=lost', partner.idToken)).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'status' }] },
    });
  });

  it('attributes a customer who signs up with the code, and her orders carry the partner', async () => {
    const customer = await signUpWithCode('polecona@example.pl', demoPartnerCode.toLowerCase());
    expect((await getClientProfile(customer.sub))?.profile.partnerId).toBe(partner.sub);
    const { orderId } = await placeOrderOf(runtime, {
      productId: 'office-home-2024-esd',
      key: 'partner-order-0001',
      token: customer.idToken,
      shippingMethod: 'electronic',
    });
    expect((await findOrder(orderId))?.partnerId).toBe(partner.sub);
    const own = await get(`/api/orders/me/orders/${orderId}`, customer.idToken);
    expect(own.status).toBe(200);
    expect(own.body).not.toHaveProperty('partnerId');
    const listed = await get('/api/clients/partner/orders', partner.idToken);
    // The checkout's contact (the sample's Jan Kowalski) names a private buyer.
    expect(listed.body.orders[0]).toMatchObject({ id: orderId, customer: 'Jan K.', status: 'unpaid' });
  });

  it('ignores an unknown code and refuses a malformed one at sign-up', async () => {
    const unknown = await signUpWithCode('nieznany-kod@example.pl', 'P-ZZZZZZ');
    expect((await getClientProfile(unknown.sub))?.profile.partnerId).toBeUndefined();
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: runtime.cognito.clientId,
          Username: 'zly-kod@example.pl',
          Password: signUpPassword,
          UserAttributes: [
            { Name: 'email', Value: 'zly-kod@example.pl' },
            { Name: 'name', Value: 'Zły Kod' },
            { Name: 'phone_number', Value: '+48600100200' },
          ],
          ClientMetadata: { accountType: 'private', consents: 'terms,privacy', partnerCode: 'P-1' },
        }),
      ),
    ).rejects.toMatchObject({ message: expect.stringContaining('partnerCode:invalid_partner_code') });
  });

  it('never lets the customer set the partner: an order body or a profile edit naming one is refused', async () => {
    const { idToken, sub } = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
    const added = await shopCall(runtime, 'POST', '/api/orders/me/basket/items', {
      token: idToken,
      body: { productId: 'office-home-2024-esd', quantity: 1 },
    });
    const refused = await shopCall(runtime, 'POST', '/api/orders/me/orders', {
      token: idToken,
      key: 'partner-order-0002',
      body: { basketVersion: added.body.version, partnerId: partner.sub, partnerCode: demoPartnerCode },
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect(refused.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'partnerId', message: 'unknown_field' },
        { path: 'partnerCode', message: 'unknown_field' },
      ]),
    );
    const edit = await shopCall(runtime, 'PUT', '/api/clients/me/profile', {
      token: idToken,
      body: { fullName: 'Jan Kowalski', phone: '+48600100200', partnerId: partner.sub },
    });
    expect(edit.status).toBe(400);
    expect((await getClientProfile(sub))?.profile.partnerId).toBeUndefined();
  });

  it("never shows another partner's customers", async () => {
    const other = await signUpAndIn(runtime, 'drugi-partner@example.pl');
    await giveClientProfile(other.sub, 'drugi-partner@example.pl', false);
    expect(await enrolPartner(partnerDeps(), { userId: other.sub, currency: 'EUR' })).toMatchObject({
      ok: true,
    });
    const { idToken } = await signIn(runtime, 'drugi-partner@example.pl', 'Test1234');
    expect(await get('/api/clients/partner/orders', idToken)).toMatchObject({
      status: 200,
      body: { orders: [] },
    });
    expect(await get('/api/clients/partner/profile', idToken)).toMatchObject({ body: { currency: 'EUR' } });
  });
});

describe("the partner's price list", () => {
  it('prices the catalogue at the partner’s discount of each kind, net, in whole minor units', async () => {
    const answer = await get('/api/clients/partner/price-list?q=thinkpad&language=en', partner.idToken);
    expect(answer).toMatchObject({ status: 200, body: { currency: 'PLN', page: 1, pageSize: 24 } });
    expect(answer.body.total).toBeGreaterThan(0);
    expect(new Set(answer.body.items.map((item: { kind: string }) => item.kind))).toEqual(
      new Set(['hardware', 'device-as-a-service']),
    );
    for (const item of answer.body.items) {
      expect(item.discount).toBe(partnerDiscounts[item.kind as keyof typeof partnerDiscounts]);
      expect(item.net).toBe(item.catalogueNet - Math.round((item.catalogueNet * item.discount) / 10_000));
      expect(Number.isInteger(item.net)).toBe(true);
    }
  });

  it('pages the whole catalogue by name and refuses a bad query', async () => {
    const first = await get('/api/clients/partner/price-list', partner.idToken);
    const second = await get('/api/clients/partner/price-list?page=2', partner.idToken);
    expect(first.body.items).toHaveLength(24);
    expect(second.body.items[0].id).not.toBe(first.body.items[0].id);
    for (const query of ['page=0', 'q=a', 'sort=price-asc', 'language=xx']) {
      expect(await get(`/api/clients/partner/price-list?${query}`, partner.idToken)).toMatchObject({
        status: 400,
        body: { code: 'invalid_data' },
      });
    }
  });
});

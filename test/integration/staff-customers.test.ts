import {
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  InitiateAuthCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { localCredentials, localRegion } from '#infra/local/services/local-aws';
import { invoiceDataOfTaxpayer } from '#infra/local/simulators/vat-register/taxpayer-invoice-data';
import { activeKrakowCompany } from '#infra/local/simulators/vat-register/taxpayers';
import { accountTypeIds } from '#shared/identity/account-types';
import type { StaffCustomerView } from '#shared/identity/staff-customer';
import { placeOrderOf } from '../support/place-order';
import { eventually, startTestRuntime } from '../support/runtime';
import { type ShopCall, shopCall } from '../support/shop-call';
import { signUpOnCognito, signUpPassword } from '../support/site-sign-up';
import { signInAsStaff } from '../support/totp';

// The operations staff's customers through the local gateway: found by e-mail (unconfirmed sign-ups
// too), name, company and tax number; her page; the sign-up code again; her sign-in blocked and
// allowed again (the token trigger refuses her); a private customer made business from the register;
// each action in her record, and every refusal.

let runtime: Runtime;
let cognito: CognitoIdentityProviderClient;
let staffToken: string;
const staffEmail = `obsluga.klienci.${Date.now().toString(36)}@example.pl`;
/** This file's customers: other files share the runtime, so each name and e-mail is new. */
const run = Date.now().toString(36);
const surname = `Wiśniewska${run}`;
const emailOf = (name: string) => `${name}.${run}@example.pl`;
/** A company the VAT register simulator knows, as the conversion saves it. */
const company = invoiceDataOfTaxpayer(activeKrakowCompany);

beforeAll(async () => {
  runtime = await startTestRuntime();
  cognito = new CognitoIdentityProviderClient({
    endpoint: runtime.cognitoProxyUrl,
    region: localRegion,
    credentials: localCredentials,
  });
  staffToken = (await signInAsStaff(runtime, staffEmail, 'operations')).idToken;
}, 60_000);
afterAll(async () => {
  cognito?.destroy();
  await runtime?.stop();
});

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, { token: staffToken, ...options });
const find = (q: string) => call('GET', `/api/clients/staff/customers?q=${encodeURIComponent(q)}`);
const page = async (userId: string): Promise<StaffCustomerView> => {
  const answer = await call('GET', `/api/clients/staff/customers/${userId}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};

const codesTo = (email: string) =>
  runtime.mail
    .list()
    .filter((mail) => mail.to.includes(email))
    .map((mail) => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '');

const signIn = (email: string) =>
  cognito.send(
    new InitiateAuthCommand({
      ClientId: runtime.cognito.clientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: email, PASSWORD: signUpPassword },
    }),
  );

const confirm = (email: string, code: string) =>
  cognito.send(
    new ConfirmSignUpCommand({ ClientId: runtime.cognito.clientId, Username: email, ConfirmationCode: code }),
  );

/** A sign-up through the site's form, confirmed with its mailed code: her profile exists after it. */
const registered = async (
  name: string,
  fullName = `Ewa ${surname}`,
  overrides: Record<string, unknown> = {},
) => {
  const email = emailOf(name);
  await signUpOnCognito(runtime, cognito, email, { fullName, ...overrides });
  const [code = ''] = await eventually(() => codesTo(email).length > 0 && codesTo(email));
  await confirm(email, code);
  const tokens = (await signIn(email)).AuthenticationResult;
  const found = await find(email);
  return { email, userId: found.body.customers[0].userId as string, token: tokens?.IdToken ?? '' };
};

describe('finding a customer', () => {
  it('finds her by e-mail, by her surname and by her name either way round, with her account', async () => {
    const ewa = await registered('ewa');
    for (const phrase of [ewa.email.toUpperCase(), surname, `ewa ${surname}`, `${surname} Ewa`]) {
      const answer = await find(phrase);
      expect(answer.status, phrase).toBe(200);
      expect(answer.body.customers, phrase).toEqual([
        expect.objectContaining({
          userId: ewa.userId,
          email: ewa.email,
          name: `Ewa ${surname}`,
          accountTypeId: accountTypeIds.customer,
          signUp: 'confirmed',
          signInBlocked: false,
        }),
      ]);
    }
  });

  it('lists the newest customers without a phrase, twenty a page', async () => {
    const ola = await registered('ola', `Ola ${surname}`);
    const first = await call('GET', '/api/clients/staff/customers');
    expect(first.status).toBe(200);
    expect(first.body.customers.length).toBeLessThanOrEqual(20);
    expect(first.body.customers.map((c: { userId: string }) => c.userId)).toContain(ola.userId);
  });

  it('finds her by her new name once she changes it, and no longer by the old one', async () => {
    const iza = await registered('iza', `Iza Stara${run}`);
    const renamed = await shopCall(runtime, 'PUT', '/api/clients/me/profile', {
      token: iza.token,
      body: { fullName: `Iza Nowa${run}`, phone: '+48600100200' },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await find(`Nowa${run}`)).body.customers.map((c: { userId: string }) => c.userId)).toEqual([
      iza.userId,
    ]);
    expect((await find(`Stara${run}`)).body.customers).toEqual([]);
  });

  it('finds an unconfirmed sign-up by its e-mail, with no profile and only the code to send again', async () => {
    const email = emailOf('niepotwierdzona');
    await signUpOnCognito(runtime, cognito, email);
    const [found] = (await find(email)).body.customers;
    expect(found).toMatchObject({ email, signUp: 'unconfirmed', signInBlocked: false });
    expect(found.name).toBeUndefined();
    const view = await page(found.userId);
    expect(view).toMatchObject({ signUp: 'unconfirmed', actions: ['resendConfirmation'], orders: [] });
    expect(view.profile).toBeUndefined();
  });
});

describe('her page', () => {
  it('shows her orders and invoices with her account, company and newsletter state', async () => {
    const ala = await registered('ala', `Ala ${surname}`);
    const { orderId } = await placeOrderOf(runtime, {
      productId: 'dell-dock-wd19s-130w',
      key: `staff-customers-${run}`,
      token: ala.token,
      email: ala.email,
    });
    const view = await page(ala.userId);
    expect(view).toMatchObject({
      email: ala.email,
      signUp: 'confirmed',
      profile: { name: `Ala ${surname}`, accountTypeId: accountTypeIds.customer, language: 'pl' },
      invoiceData: null,
      newsletter: expect.stringMatching(/^(none|pending|subscribed)$/),
      moreOrders: false,
      cards: [],
      tenants: [],
      subscriptions: [],
      actions: ['blockSignIn', 'convertToBusiness'],
    });
    expect(view.orders).toEqual([expect.objectContaining({ id: orderId, status: expect.any(String) })]);
  });
});

describe("the staff's actions", () => {
  it('mails an unconfirmed sign-up its code again; the new code confirms it; then there is none to send', async () => {
    const email = emailOf('kod');
    await signUpOnCognito(runtime, cognito, email);
    await eventually(() => codesTo(email).length === 1);
    const [{ userId }] = (await find(email)).body.customers;
    const sent = await call('POST', `/api/clients/staff/customers/${userId}/sign-up-code`);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.history).toEqual([
      expect.objectContaining({ action: 'resendConfirmation', staffEmail, after: { to: email } }),
    ]);
    const codes = await eventually(() => codesTo(email).length === 2 && codesTo(email));
    await confirm(email, codes[1] ?? '');
    await eventually(async () => (await page(userId)).signUp === 'confirmed');
    const again = await call('POST', `/api/clients/staff/customers/${userId}/sign-up-code`);
    expect(again).toMatchObject({ status: 409, body: { code: 'sign_up_already_confirmed' } });
  });

  it('blocks her sign-in (no token, at sign-in or refresh), refuses a second block, and allows it again', async () => {
    const ela = await registered('ela', `Ela ${surname}`);
    const { RefreshToken } = (await signIn(ela.email)).AuthenticationResult ?? {};
    const blocked = await call('PUT', `/api/clients/staff/customers/${ela.userId}/sign-in`, {
      body: { blocked: true },
    });
    expect(blocked.status, JSON.stringify(blocked.body)).toBe(200);
    expect(blocked.body).toMatchObject({
      signInBlocked: { staffEmail },
      actions: ['unblockSignIn', 'convertToBusiness'],
    });
    await expect(signIn(ela.email)).rejects.toMatchObject({
      name: 'UserLambdaValidationException',
      message: expect.stringMatching(/sign_in_blocked/),
    });
    await expect(
      cognito.send(
        new InitiateAuthCommand({
          ClientId: runtime.cognito.clientId,
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          AuthParameters: { REFRESH_TOKEN: RefreshToken ?? '' },
        }),
      ),
    ).rejects.toMatchObject({ message: expect.stringMatching(/sign_in_blocked/) });
    expect((await find(ela.email)).body.customers[0].signInBlocked).toBe(true);

    const twice = await call('PUT', `/api/clients/staff/customers/${ela.userId}/sign-in`, {
      body: { blocked: true },
    });
    expect(twice).toMatchObject({ status: 409, body: { code: 'customer_changed' } });

    const allowed = await call('PUT', `/api/clients/staff/customers/${ela.userId}/sign-in`, {
      body: { blocked: false },
    });
    expect(allowed.status).toBe(200);
    expect(allowed.body.signInBlocked).toBeUndefined();
    expect((await signIn(ela.email)).AuthenticationResult?.IdToken).toBeDefined();
    expect(allowed.body.history).toEqual([
      expect.objectContaining({
        action: 'blockSignIn',
        staffEmail,
        before: { signInBlocked: false },
        after: { signInBlocked: true },
      }),
      expect.objectContaining({
        action: 'unblockSignIn',
        staffEmail,
        before: { signInBlocked: true },
        after: { signInBlocked: false },
      }),
    ]);
  });

  it("makes a private customer business with the register's company, found by its name and tax number", async () => {
    const ida = await registered('ida', `Ida ${surname}`);
    const path = `/api/clients/staff/customers/${ida.userId}/invoice-data`;
    const unknown = await call('PUT', path, { body: { ...company, taxNumber: '1111111111' } });
    expect(unknown).toMatchObject({
      status: 404,
      body: { code: 'company_not_found', fields: [expect.objectContaining({ path: 'taxNumber' })] },
    });
    const converted = await call('PUT', path, { body: { ...company, companyName: 'Cokolwiek' } });
    expect(converted.status, JSON.stringify(converted.body)).toBe(200);
    expect(converted.body).toMatchObject({
      profile: { accountTypeId: accountTypeIds.business },
      invoiceData: { companyName: company.companyName, taxNumber: company.taxNumber },
      actions: ['blockSignIn', 'enrolPartner'],
    });
    expect(converted.body.history).toEqual([
      expect.objectContaining({
        action: 'convertToBusiness',
        staffEmail,
        before: { accountTypeId: accountTypeIds.customer, companyName: null },
        after: expect.objectContaining({ accountTypeId: accountTypeIds.business }),
      }),
    ]);
    const byTax = await find(`PL ${company.taxNumber}`);
    expect(byTax.body.customers.map((c: { userId: string }) => c.userId)).toContain(ida.userId);
    const byName = await find(company.companyName);
    expect(byName.body.customers.map((c: { userId: string }) => c.userId)).toContain(ida.userId);
  });
});

describe('partners', () => {
  it('enrols a business customer as a partner, shown and recorded on her page, and lists the sign-ups with her code as hers', async () => {
    const ewa = await registered('partnerka', `Ewa ${surname}`);
    await call('PUT', `/api/clients/staff/customers/${ewa.userId}/invoice-data`, { body: company });
    const enrolled = await call('POST', `/api/clients/staff/customers/${ewa.userId}/partner`, {
      body: { currency: 'EUR' },
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(200);
    expect(enrolled.body).toMatchObject({
      profile: { accountTypeId: accountTypeIds.partner },
      partner: { code: expect.stringMatching(/^P-/), currency: 'EUR', orders: [] },
      actions: ['blockSignIn', 'suspendPartner'],
    });
    expect(enrolled.body.history.at(-1)).toMatchObject({
      action: 'enrolPartner',
      staffEmail,
      after: { code: enrolled.body.partner.code, currency: 'EUR' },
    });
    const portal = await shopCall(runtime, 'GET', '/api/clients/partner/profile', {
      token: (await signIn(ewa.email)).AuthenticationResult?.IdToken ?? '',
    });
    expect(portal).toMatchObject({
      status: 200,
      body: { code: enrolled.body.partner.code, currency: 'EUR' },
    });
    expect(
      await call('POST', `/api/clients/staff/customers/${ewa.userId}/partner`, { body: { currency: 'EUR' } }),
    ).toMatchObject({ status: 409, body: { code: 'customer_changed' } });

    // A sign-up with her code is hers: listed among the customers she referred.
    const referred = await registered('polecona', `Iga ${surname}`, {
      partnerCode: enrolled.body.partner.code,
    });
    expect((await page(ewa.userId)).partner?.customers).toEqual([
      expect.objectContaining({ userId: referred.userId, name: `Iga ${surname}` }),
    ]);
    expect((await page(referred.userId)).profile?.partnerId).toBe(ewa.userId);
  });

  it('lists her among the active partners, shows her price list, and while suspended closes her portal and her code', async () => {
    const ula = await registered('zawieszana', `Ula ${surname}`);
    await call('PUT', `/api/clients/staff/customers/${ula.userId}/invoice-data`, { body: company });
    const { body: enrolled } = await call('POST', `/api/clients/staff/customers/${ula.userId}/partner`, {
      body: { currency: 'CZK' },
    });
    const code: string = enrolled.partner.code;
    const listed = async (state: string) => {
      const answer = await call('GET', `/api/clients/staff/partners?state=${state}`);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.partners.map((partner: { partnerId: string }) => partner.partnerId);
    };
    expect(await listed('active')).toContain(ula.userId);
    const { body: first } = await call('GET', '/api/clients/staff/partners');
    expect(first.partners.find((p: { partnerId: string }) => p.partnerId === ula.userId)).toMatchObject({
      email: ula.email,
      name: `Ula ${surname}`,
      companyName: company.companyName,
      code,
      currency: 'CZK',
    });
    const prices = await call(
      'GET',
      `/api/clients/staff/partners/${ula.userId}/price-list?page=1&language=en`,
    );
    expect(prices).toMatchObject({ status: 200, body: { currency: 'CZK', page: 1 } });
    expect(prices.body.items.length).toBeGreaterThan(0);

    // Two members suspend her at once: one wins, the other is told she changed.
    const path = `/api/clients/staff/customers/${ula.userId}/partner`;
    const both = await Promise.all([
      call('PUT', path, { body: { suspended: true } }),
      call('PUT', path, { body: { suspended: true } }),
    ]);
    expect(both.map(({ status }) => status).sort()).toEqual([200, 409]);
    const suspended = both.find(({ status }) => status === 200)?.body as StaffCustomerView;
    expect(suspended).toMatchObject({
      partner: { code, suspended: { staffEmail } },
      actions: ['blockSignIn', 'reinstatePartner'],
    });
    expect(suspended.history.at(-1)).toMatchObject({
      action: 'suspendPartner',
      staffEmail,
      before: { partnerSuspended: false },
      after: { partnerSuspended: true },
    });
    expect(await listed('suspended')).toContain(ula.userId);
    expect(await listed('active')).not.toContain(ula.userId);
    const portal = () =>
      signIn(ula.email).then((tokens) =>
        shopCall(runtime, 'GET', '/api/clients/partner/profile', {
          token: tokens.AuthenticationResult?.IdToken ?? '',
        }),
      );
    expect(await portal()).toMatchObject({ status: 403, body: { code: 'partner_suspended' } });
    // A sign-up with a suspended partner's code is nobody's.
    const stray = await registered('bez-partnera', `Ala ${surname}`, { partnerCode: code });
    expect((await page(stray.userId)).profile?.partnerId).toBeUndefined();
    expect(await call('GET', `/api/clients/staff/partners/${ula.userId}/price-list`)).toMatchObject({
      status: 200,
      body: { currency: 'CZK' },
    });

    const reinstated = await call('PUT', path, { body: { suspended: false } });
    expect(reinstated.body.partner.suspended).toBeUndefined();
    expect(reinstated.body.history.at(-1)).toMatchObject({ action: 'reinstatePartner', staffEmail });
    expect(await portal()).toMatchObject({ status: 200, body: { code } });
    expect(await listed('active')).toContain(ula.userId);
  });

  it('refuses a private customer and a currency the shop does not sell in', async () => {
    const ola = await registered('prywatna', `Ola ${surname}`);
    const path = `/api/clients/staff/customers/${ola.userId}/partner`;
    expect(await call('POST', path, { body: { currency: 'PLN' } })).toMatchObject({
      status: 409,
      body: { code: 'customer_changed' },
    });
    expect(await call('POST', path, { body: { currency: 'JPY' } })).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [expect.objectContaining({ path: 'currency' })] },
    });
  });
});

describe('refusals', () => {
  it("gives a customer's token no staff route", async () => {
    const una = await registered('una', `Una ${surname}`);
    const asCustomer = { token: una.token };
    for (const [method, path, body] of [
      ['GET', '/api/clients/staff/customers', undefined],
      ['GET', `/api/clients/staff/customers/${una.userId}`, undefined],
      ['PUT', `/api/clients/staff/customers/${una.userId}/sign-in`, { blocked: true }],
      ['POST', `/api/clients/staff/customers/${una.userId}/sign-up-code`, undefined],
      ['PUT', `/api/clients/staff/customers/${una.userId}/invoice-data`, company],
      ['POST', `/api/clients/staff/customers/${una.userId}/partner`, { currency: 'PLN' }],
      ['PUT', `/api/clients/staff/customers/${una.userId}/partner`, { suspended: true }],
      ['GET', '/api/clients/staff/partners', undefined],
      ['GET', `/api/clients/staff/partners/${una.userId}/price-list`, undefined],
    ] as const) {
      const answer = await call(method, path, { ...asCustomer, ...(body ? { body } : {}) });
      expect(answer, `${method} ${path}`).toMatchObject({ status: 403, body: { code: 'not_allowed' } });
    }
    expect((await page(una.userId)).signInBlocked).toBeUndefined();
  });

  it('answers an unknown or impossible id as no customer, and bad input with its field', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-user']) {
      expect(await call('GET', `/api/clients/staff/customers/${id}`)).toMatchObject({
        status: 404,
        body: { code: 'customer_not_found' },
      });
    }
    expect(
      await call('PUT', '/api/clients/staff/customers/00000000-0000-4000-8000-000000000000/sign-in', {
        body: { blocked: true },
      }),
    ).toMatchObject({ status: 404, body: { code: 'customer_not_found' } });
    const { userId } = await registered('zla', `Zla ${surname}`);
    const bad = await call('PUT', `/api/clients/staff/customers/${userId}/sign-in`, {
      body: { blocked: 'yes' },
    });
    expect(bad).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [expect.objectContaining({ path: 'blocked' })] },
    });
    expect(
      await call('PUT', `/api/clients/staff/customers/${userId}/partner`, { body: { suspended: true } }),
    ).toMatchObject({ status: 409, body: { code: 'customer_changed' } });
    expect(await call('GET', `/api/clients/staff/partners/${userId}/price-list`)).toMatchObject({
      status: 404,
      body: { code: 'partner_not_found' },
    });
    expect(await call('GET', '/api/clients/staff/partners?state=gone')).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [expect.objectContaining({ path: 'state' })] },
    });
    const long = await find('x'.repeat(255));
    expect(long).toMatchObject({ status: 400, body: { fields: [expect.objectContaining({ path: 'q' })] } });
    expect((await page(userId)).history).toEqual([]);
  });
});

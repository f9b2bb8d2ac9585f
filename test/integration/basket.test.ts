import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct } from '#functions/lib/table/catalogue';
import { cachedVatCheck } from '#functions/lib/table/vat-checks';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import { type ApiAnswer, apiCall } from '../support/api-call';
import { signIn, startTestRuntime } from '../support/runtime';

// The basket API through the local gateway: the guest's cookie, every route, bad
// input, discount codes and their guessing limits, the merge at sign-in, and owners kept apart.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signIn>>;
let business: Awaited<ReturnType<typeof signIn>>;

const dock = 'dell-dock-wd19s-130w';
const subscription = 'm365-business-basic-annual';
const discontinued = 'office-home-student-2021-esd';

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
  business = await signIn(runtime, demoUsers[1].email, demoUsers[1].password);
});
afterAll(() => runtime?.stop());

interface Call {
  body?: unknown;
  cookie?: string;
  token?: string;
  /** Sends from another loopback address, so the route's per-IP throttle counts it apart. */
  ip?: string;
}

/** A request through the gateway, from 127.0.0.1 unless `ip` names another loopback address. */
const call = (method: string, path: string, { body, cookie, token, ip = '127.0.0.1' }: Call = {}) =>
  apiCall(runtime, method, path, {
    body,
    localAddress: ip,
    headers: {
      ...(cookie ? { cookie: `basket=${cookie}` } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });

const basketIdOf = (answer: ApiAnswer): string => {
  const id = answer.setCookies[0]?.match(/^basket=([^;]*)/)?.[1];
  if (!id) throw new Error(`no basket cookie in ${JSON.stringify(answer.setCookies)}`);
  return id;
};

/** A new guest with the products in the basket; answers the guest's cookie id. */
const guestWith = async (...lines: [string, number][]): Promise<string> => {
  let cookie: string | undefined;
  for (const [productId, quantity] of lines) {
    const answer = await call('POST', '/api/orders/basket/items', { body: { productId, quantity }, cookie });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    cookie = basketIdOf(answer);
  }
  if (!cookie) throw new Error('no lines');
  return cookie;
};

let nextIp = 2;
const anotherIp = () => `127.0.0.${nextIp++}`;

describe('guest basket', () => {
  it('reads an empty basket without handing out a cookie', async () => {
    const answer = await call('GET', '/api/orders/basket');
    expect(answer).toMatchObject({
      status: 200,
      body: { lines: [], count: 0, currency: 'PLN', discount: null },
    });
    expect(answer.setCookies).toEqual([]);
  });

  it('keeps the basket under an unguessable id in an HttpOnly, Secure, SameSite=Lax cookie of 30 days', async () => {
    const answer = await call('POST', '/api/orders/basket/items', { body: { productId: dock, quantity: 1 } });
    expect(answer.status).toBe(200);
    expect(answer.setCookies).toHaveLength(1);
    expect(answer.setCookies[0]).toMatch(
      /^basket=[A-Za-z0-9_-]{22}; Max-Age=2592000; Path=\/api\/orders; HttpOnly; Secure; SameSite=Lax$/,
    );
    const again = await call('GET', '/api/orders/basket', { cookie: basketIdOf(answer) });
    expect(again.body).toMatchObject({
      count: 1,
      lines: [{ productId: dock, quantity: 1, kind: 'hardware' }],
    });
  });

  it('adds to a line, sets its quantity and removes it', async () => {
    const cookie = await guestWith([dock, 1], [dock, 1]);
    expect((await call('GET', '/api/orders/basket', { cookie })).body.lines).toMatchObject([{ quantity: 2 }]);
    const set = await call('PUT', `/api/orders/basket/items/${dock}`, { body: { quantity: 3 }, cookie });
    expect(set).toMatchObject({ status: 200, body: { lines: [{ productId: dock, quantity: 3 }], count: 3 } });
    const removed = await call('DELETE', `/api/orders/basket/items/${dock}`, { cookie });
    expect(removed).toMatchObject({ status: 200, body: { lines: [], count: 0 } });
  });

  it('answers 404 for a line the basket does not hold', async () => {
    const cookie = await guestWith([dock, 1]);
    expect(await call('DELETE', `/api/orders/basket/items/${demoStockLaptopId}`, { cookie })).toMatchObject({
      status: 404,
      body: { code: 'basket_remove_failed' },
    });
    expect(
      await call('PUT', `/api/orders/basket/items/${demoStockLaptopId}`, { body: { quantity: 2 }, cookie }),
    ).toMatchObject({ status: 404, body: { code: 'basket_quantity_update_failed' } });
  });

  it('caps the demo laptop at its 10 units with stock_limit_exceeded', async () => {
    const answer = await call('POST', '/api/orders/basket/items', {
      body: { productId: demoStockLaptopId, quantity: 11 },
    });
    expect(answer.body).toMatchObject({
      lines: [{ productId: demoStockLaptopId, quantity: 10, maxQuantity: 10 }],
      messages: [{ code: 'stock_limit_exceeded', productId: demoStockLaptopId }],
    });
  });

  it('keeps a subscription out of a guest basket with the sign-in message', async () => {
    const answer = await call('POST', '/api/orders/basket/items', {
      body: { productId: subscription, quantity: 1 },
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { lines: [], messages: [{ code: 'sign_in_required_for_product', productId: subscription }] },
    });
  });

  it.each([
    ['an unknown product', 'no-such-product'],
    ['a discontinued product', discontinued],
  ])('answers 404 product_not_found for %s', async (_, productId) => {
    expect(
      await call('POST', '/api/orders/basket/items', { body: { productId, quantity: 1 } }),
    ).toMatchObject({
      status: 404,
      body: { code: 'product_not_found' },
    });
  });
});

describe('bad input', () => {
  it.each([[0], [-1], [1.5], [1000], ['2']])('answers 400 naming quantity for %j', async (quantity) => {
    const answer = await call('POST', '/api/orders/basket/items', { body: { productId: dock, quantity } });
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect(answer.body.fields.map((field: { path: string }) => field.path)).toEqual(['quantity']);
  });

  it.each(['price', 'total', 'vat'])(
    'answers 400 unknown_field for a %s sent by the client',
    async (field) => {
      const answer = await call('POST', '/api/orders/basket/items', {
        body: { productId: dock, quantity: 1, [field]: 1 },
      });
      expect(answer).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', fields: [{ path: field, message: 'unknown_field' }] },
      });
    },
  );

  it('answers 400 naming quantity when setting 0, and naming an unknown currency', async () => {
    const cookie = await guestWith([dock, 1]);
    const zero = await call('PUT', `/api/orders/basket/items/${dock}`, { body: { quantity: 0 }, cookie });
    expect(zero).toMatchObject({ status: 400, body: { fields: [{ path: 'quantity' }] } });
    const currency = await call('GET', '/api/orders/basket?currency=XYZ', { cookie });
    expect(currency).toMatchObject({ status: 400, body: { fields: [{ path: 'currency' }] } });
    expect((await call('GET', '/api/orders/basket', { cookie })).body.lines).toMatchObject([{ quantity: 1 }]);
  });
});

describe('prices', () => {
  it('computes them on the server in the currency asked for', async () => {
    const cookie = await guestWith([dock, 2]);
    const product = await getProduct(dock);
    if (!product) throw new Error('no demo dock');
    const inPln = await call('GET', '/api/orders/basket', { cookie });
    const inEur = await call('GET', '/api/orders/basket?currency=EUR', { cookie });
    const eur = priceListFor(product.prices, 'EUR', {
      vatRate: 2300,
      rateTables: exchangeRateTables,
      day: new Date().toISOString().slice(0, 10),
    });
    expect(inPln.body).toMatchObject({ currency: 'PLN', lines: [{ unitNet: product.prices.PLN.price }] });
    expect(inEur.body).toMatchObject({
      currency: 'EUR',
      lines: [{ unitNet: eur.price.net, unitGross: eur.price.gross, gross: eur.price.gross * 2 }],
    });
    expect(inEur.body.version).not.toBe(inPln.body.version);
  });

  it('prices a business customer net, VAT on top', async () => {
    const token = business.accessToken;
    await call('POST', '/api/orders/me/basket/items', { body: { productId: dock, quantity: 3 }, token });
    const answer = await call('GET', '/api/orders/me/basket', { token });
    const line = answer.body.lines[0];
    expect(line).toMatchObject({ productId: dock, quantity: 3, net: line.unitNet * 3 });
  });
});

describe("VAT by the buyer (the VIES simulator's documented numbers)", () => {
  const read = (cookie: string, query: string) => call('GET', `/api/orders/basket?${query}`, { cookie });

  it.each([
    [
      'a German business VIES confirms, its goods sent to Germany: intra-Community supply at 0 %',
      'vatId=DE123456789',
      0,
      { treatment: 'vatIdConfirmed', check: { vatId: 'DE123456789', result: 'valid' } },
    ],
    [
      'a German business VIES confirms, its goods delivered in Poland: 23 %',
      'vatId=DE123456789&deliveryCountry=PL',
      2300,
      { treatment: 'vatIdConfirmed', check: { vatId: 'DE123456789', result: 'valid' } },
    ],
    [
      'a German number VIES does not know: German VAT',
      'vatId=DE987654321',
      1900,
      { treatment: 'vatIdNotConfirmed', message: 'vat.id_not_confirmed', check: { result: 'invalid' } },
    ],
    [
      "Malta's VIES down: Maltese VAT",
      'vatId=MT12345678',
      1800,
      {
        treatment: 'vatIdNotConfirmed',
        message: 'vat.id_check_unavailable',
        check: { result: 'unavailable' },
      },
    ],
    ['a Polish business: 23 %', 'vatId=PL5260250274', 2300, { treatment: 'standard' }],
    ['a consumer in Germany: German VAT', 'country=DE', 1900, { treatment: 'standard' }],
  ])('prices %s', async (_, query, vatRate, vat) => {
    const cookie = await guestWith([dock, 1]);
    const answer = await read(cookie, query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toMatchObject({ vat, lines: [{ vatTreatment: { rate: vatRate } }] });
    expect(answer.body.totals.vat === 0).toBe(vatRate === 0);
  });

  it("keeps VIES's answer a day, but not an outage, and changes the basket's version with the treatment", async () => {
    const cookie = await guestWith([dock, 1]);
    const plain = await read(cookie, '');
    const reverse = await read(cookie, 'vatId=DE123456789');
    expect(reverse.body.version).not.toBe(plain.body.version);
    const now = new Date();
    expect(await cachedVatCheck('DE123456789', now)).toMatchObject({ result: 'valid' });
    await read(cookie, 'vatId=MT12345678');
    expect(await cachedVatCheck('MT12345678', now)).toBeUndefined();
  });

  it('answers 400 naming vatId for a number of no VAT id form', async () => {
    const cookie = await guestWith([dock, 1]);
    expect(await read(cookie, 'vatId=DE12')).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'vatId' }] },
    });
  });

  it('answers 400 naming deliveryCountry for a country the shop does not deliver to', async () => {
    const cookie = await guestWith([dock, 1]);
    expect(await read(cookie, 'deliveryCountry=US')).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'deliveryCountry' }] },
    });
  });
});

describe('discount codes', () => {
  it('applies the valid demo code to the laptop and answers each refusal with its code', async () => {
    const cookie = await guestWith([demoStockLaptopId, 1], [dock, 1]);
    const put = (code: string) =>
      call('PUT', '/api/orders/basket/discount', { body: { code }, cookie, ip: anotherIp() });
    expect(await put('LATO2025')).toMatchObject({ status: 409, body: { code: 'discount_code_not_active' } });
    expect(await put('START100')).toMatchObject({ status: 409, body: { code: 'discount_code_used_up' } });
    expect(await put('SERWER15')).toMatchObject({
      status: 409,
      body: { code: 'discount_code_no_promotion_products' },
    });
    expect(await put('NIEMA-TAKIEGO')).toMatchObject({
      status: 404,
      body: { code: 'discount_code_not_valid' },
    });
    const applied = await put('laptop10');
    expect(applied).toMatchObject({
      status: 200,
      body: {
        discount: { code: 'LAPTOP10' },
        lines: [
          { productId: demoStockLaptopId, promotional: true },
          { productId: dock, promotional: false },
        ],
      },
    });
    expect(applied.body.totals.discount.gross).toBeGreaterThan(0);
    const removed = await call('DELETE', '/api/orders/basket/discount', { cookie });
    expect(removed).toMatchObject({
      status: 200,
      body: { discount: null, totals: { discount: { gross: 0 } } },
    });
  });

  it('answers 429 discount_guessing_throttled with Retry-After after 5 wrong codes for one basket', async () => {
    const cookie = await guestWith([dock, 1]);
    for (let i = 0; i < 5; i++) {
      const wrong = await call('PUT', '/api/orders/basket/discount', {
        body: { code: `GUESS${i}` },
        cookie,
        ip: anotherIp(),
      });
      expect(wrong.body.code).toBe('discount_code_not_valid');
    }
    const throttled = await call('PUT', '/api/orders/basket/discount', {
      body: { code: 'LAPTOP10' },
      cookie,
      ip: anotherIp(),
    });
    expect(throttled).toMatchObject({ status: 429, body: { code: 'discount_guessing_throttled' } });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits one address guessing across fresh baskets (the route throttle)', async () => {
    const ip = anotherIp();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      statuses.push(
        (await call('PUT', '/api/orders/basket/discount', { body: { code: `IP${i}` }, ip })).status,
      );
    }
    expect(statuses).toContain(429);
  });
});

describe('signed-in basket', () => {
  it('needs a token', async () => {
    expect((await call('GET', '/api/orders/me/basket')).status).toBe(401);
  });

  it('belongs to the token: another customer, or a guest cookie, never reaches it', async () => {
    const other = await signIn(runtime, demoUsers[2].email, demoUsers[2].password);
    await call('POST', '/api/orders/me/basket/items', {
      body: { productId: subscription, quantity: 2 },
      token: customer.accessToken,
    });
    expect((await call('GET', '/api/orders/me/basket', { token: other.accessToken })).body.lines).toEqual([]);
    const guestCookie = await guestWith([dock, 1]);
    const own = await call('GET', '/api/orders/me/basket', {
      token: customer.accessToken,
      cookie: guestCookie,
    });
    expect(own.body.lines).toMatchObject([{ productId: subscription, quantity: 2, billing: 'annual' }]);
  });

  it('stores the newsletter consent, refusing other fields', async () => {
    const token = customer.accessToken;
    expect(
      await call('PUT', '/api/orders/me/basket/consents', { body: { newsletter: true }, token }),
    ).toMatchObject({
      status: 200,
      body: { consents: { newsletter: true } },
    });
    expect(
      await call('PUT', '/api/orders/me/basket/consents', { body: { newsletter: true, terms: true }, token }),
    ).toMatchObject({ status: 400, body: { fields: [{ path: 'terms', message: 'unknown_field' }] } });
  });

  it('merges the guest basket into the account at sign-in, deletes it and clears the cookie', async () => {
    const guestCookie = await guestWith([dock, 1], [demoStockLaptopId, 1]);
    const token = business.accessToken;
    await call('PUT', `/api/orders/me/basket/items/${dock}`, { body: { quantity: 1 }, token });
    const merged = await call('POST', '/api/orders/me/basket/merge', { token, cookie: guestCookie });
    expect(merged).toMatchObject({
      status: 200,
      body: {
        lines: [
          { productId: dock, quantity: 2 },
          { productId: demoStockLaptopId, quantity: 1 },
        ],
      },
    });
    expect(merged.setCookies).toEqual([
      'basket=; Max-Age=0; Path=/api/orders; HttpOnly; Secure; SameSite=Lax',
    ]);
    expect((await call('GET', '/api/orders/basket', { cookie: guestCookie })).body.lines).toEqual([]);
  });
});

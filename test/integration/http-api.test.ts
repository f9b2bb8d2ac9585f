import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { staticPage, staticPageFile, staticPageKeys } from '#shared/content/static-pages';
import { languages } from '#shared/locale';
import { pathFor } from '#shared/routes';
import { appVersion } from '#shared/settings';
import { signInDemoLike, startTestRuntime } from '../support/runtime';

// The HTTP API through the local gateway: routing, the JWT authorizer, bad input and the common group.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signInDemoLike>>;
let business: Awaited<ReturnType<typeof signInDemoLike>>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signInDemoLike(runtime, demoUsers[0]);
  business = await signInDemoLike(runtime, demoUsers[1]);
});
afterAll(() => runtime?.stop());

const call = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`${runtime.siteUrl}${path}`, init);
  const text = await response.text();
  expect(text).not.toMatch(/\bat .*\.(ts|js):\d+|stack/i);
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text.startsWith('{') ? JSON.parse(text) : text,
  };
};

const jsonInit = (method: string, body: string, token?: string): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body,
});

describe('bad input', () => {
  it('answers 404 route_not_found for an unknown route', async () => {
    expect(await call('/api/cms/nothing-here')).toMatchObject({
      status: 404,
      body: { code: 'route_not_found' },
    });
    expect(await call('/api/unknown-group/x', { method: 'DELETE' })).toMatchObject({
      status: 404,
      body: { code: 'route_not_found' },
    });
  });

  it('answers 400 invalid_json for malformed JSON', async () => {
    expect(await call('/api/cms/newsletter', jsonInit('POST', '{"email":'))).toMatchObject({
      status: 400,
      body: { code: 'invalid_json' },
    });
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const body = JSON.stringify({ email: `${'a'.repeat(1024 * 1024)}@example.pl`, consent: true });
    expect(await call('/api/cms/newsletter', jsonInit('POST', body))).toMatchObject({
      status: 413,
      body: { code: 'payload_too_large' },
    });
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await call('/api/cms/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.pl&consent=true',
    });
    expect(response).toMatchObject({ status: 415, body: { code: 'unsupported_media_type' } });
  });

  it('answers 400 invalid_data with field paths for a schema violation', async () => {
    const response = await call(
      '/api/cms/newsletter',
      jsonInit('POST', JSON.stringify({ email: 'x', consent: true })),
    );
    expect(response).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'email', message: 'invalid_email' }] },
    });
  });

  it('answers 401 on a protected route without a token or with a bad one', async () => {
    expect((await call('/api/clients/me/settings')).status).toBe(401);
    const bad = await call('/api/clients/me/settings', { headers: { authorization: 'Bearer not.a.token' } });
    expect(bad.status).toBe(401);
    const forged = `${customer.idToken.slice(0, -4)}AAAA`;
    expect(
      (await call('/api/clients/me/settings', { headers: { authorization: `Bearer ${forged}` } })).status,
    ).toBe(401);
  });
});

describe('user settings (a protected route, owned by the verified caller)', () => {
  const settings = {
    language: 'en',
    suggestedLanguageGroup: 'pl',
    currency: 'EUR',
    currencyChangedManually: true,
    marketLanguage: null,
    country: 'DE',
    recentlyViewed: ['p-2', 'p-1'],
  };

  it('returns the defaults, saves a valid set, and keeps each customer to their own', async () => {
    const auth = { authorization: `Bearer ${customer.idToken}` };
    expect(await call('/api/clients/me/settings', { headers: auth })).toMatchObject({
      status: 200,
      body: { language: 'pl', currency: 'PLN', currencyChangedManually: false },
    });
    expect(
      await call('/api/clients/me/settings', jsonInit('PUT', JSON.stringify(settings), customer.accessToken)),
    ).toMatchObject({ status: 200, body: settings });
    expect((await call('/api/clients/me/settings', { headers: auth })).body).toEqual(settings);
    const other = await call('/api/clients/me/settings', {
      headers: { authorization: `Bearer ${business.idToken}` },
    });
    expect(other.body).toMatchObject({ currency: 'PLN', recentlyViewed: [] });
  });

  it('refuses invalid settings with field paths and stores nothing', async () => {
    const response = await call(
      '/api/clients/me/settings',
      jsonInit('PUT', JSON.stringify({ ...settings, currency: 'JPY', extra: 1 }), business.idToken),
    );
    expect(response.status).toBe(400);
    expect(response.body.fields).toEqual(
      expect.arrayContaining([
        { path: 'currency', message: 'invalid_value' },
        { path: 'extra', message: 'unknown_field' },
      ]),
    );
    const after = await call('/api/clients/me/settings', {
      headers: { authorization: `Bearer ${business.idToken}` },
    });
    expect(after.body).toMatchObject({ currency: 'PLN' });
  });

  it('refuses recently viewed ids with control, bidi or unpaired surrogate characters and stores nothing', async () => {
    for (const id of ['p-1\u0000', 'p-1\n', '\u202ep-1', 'p-1\ud800']) {
      const response = await call(
        '/api/clients/me/settings',
        jsonInit('PUT', JSON.stringify({ ...settings, recentlyViewed: [id] }), business.idToken),
      );
      expect(response).toMatchObject({
        status: 400,
        body: { code: 'invalid_data', fields: [{ path: 'recentlyViewed.0', message: 'invalid_value' }] },
      });
    }
    const after = await call('/api/clients/me/settings', {
      headers: { authorization: `Bearer ${business.idToken}` },
    });
    expect(after.body).toMatchObject({ recentlyViewed: [] });
  });
});

describe('content', () => {
  it("serves each static page's content in each language as a file of the site build, and 404 for a page it does not have", async () => {
    for (const language of languages)
      for (const key of staticPageKeys) {
        const { status, body } = await call(`${staticPageFile(key, language)}?v=${appVersion}`);
        expect([status, body], `${key} ${language}`).toEqual([200, staticPage(key, language)]);
      }
    expect((await call('/static-pages/pl/about.json')).body).toMatchObject({
      language: 'pl',
      title: 'O nas',
    });
    expect((await call('/static-pages/de/terms.json')).body).toMatchObject({ language: 'de', title: 'AGB' });
    expect((await call('/static-pages/pl/secret.json')).status).toBe(404);
    expect((await call('/static-pages/xx/about.json')).status).toBe(404);
  });

  it('serves the home offers with a price for each of the 9 currencies, in minor units', async () => {
    const { status, body } = await call('/api/cms/home');
    expect(status).toBe(200);
    const backup = body.offers.find((offer: { id: string }) => offer.id === 'backup');
    expect(backup.monthly.PLN).toBe(14900);
    expect(Object.keys(backup.monthly).sort()).toEqual([
      'CHF',
      'CZK',
      'DKK',
      'EUR',
      'GBP',
      'NOK',
      'PLN',
      'SEK',
      'USD',
    ]);
    for (const amount of Object.values(backup.monthly)) expect(Number.isInteger(amount)).toBe(true);
  });
});

describe('common group', () => {
  it('reports health and the app version', async () => {
    expect(await call('/api/common/health')).toMatchObject({
      status: 200,
      body: { status: 'ok', version: 'v2.6.2' },
    });
  });

  it('serves settings: 11 languages, 9 currencies, markets, maintenance off with the 07:00–12:00 window', async () => {
    const { status, body } = await call('/api/common/settings');
    expect(status).toBe(200);
    expect(body.languages).toEqual(['pl', 'en', 'ru', 'hu', 'es', 'tr', 'cs', 'de', 'fr', 'bg', 'it']);
    expect(body.currencies).toEqual(['PLN', 'USD', 'EUR', 'CZK', 'GBP', 'CHF', 'NOK', 'SEK', 'DKK']);
    expect(Object.keys(body.markets)).toEqual(['de_lizengo', 'pl_cxp', 'pl_pc']);
    expect(body.maintenance).toEqual({ enabled: false, window: { from: '07:00', to: '12:00' } });
    expect(body.cacheLifespanMinutes).toBe(15);
    // Where the site opens the live-status WebSocket: the runtime's WebSocket API stage.
    expect(body.liveUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+\/live$/);
  });

  it('serves robots.txt and the sitemap index at the site root, pointing at the configured site origin', async () => {
    const origin = process.env.SITE_ORIGIN;
    const robots = await call('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots.text).toContain('Disallow: /ustawienia-konta/');
    expect(robots.text).toContain(`Disallow: ${pathFor('basket', 'en')}`);
    expect(robots.text).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const index = await call('/sitemap.xml');
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(index.text).toContain(`<loc>${origin}/api/common/sitemaps/pages.xml</loc>`);
    const pages = await call('/api/common/sitemaps/pages.xml');
    expect(pages.text).toContain(`<loc>${origin}/en/</loc>`);
    expect((await call('/api/common/sitemaps/nothing.xml')).status).toBe(404);
  });

  it('never takes the origin of robots.txt or a sitemap from the request headers', async () => {
    const forged = { headers: { 'x-forwarded-host': 'a"b<c>', 'x-forwarded-proto': 'javascript' } };
    for (const path of [
      '/robots.txt',
      '/sitemap.xml',
      '/api/common/sitemaps/pages.xml',
      '/api/common/sitemaps/categories.xml',
    ]) {
      const { status, text } = await call(path, forged);
      expect(status).toBe(200);
      expect(text).toContain(`${process.env.SITE_ORIGIN}/`);
      expect(text).not.toMatch(/a"b|<c>|a&quot;b|javascript:/);
    }
  });
});

describe('API answers headers', () => {
  it('are never sniffed and never stored, unless the route made them cacheable on purpose', async () => {
    for (const path of ['/api/common/health', '/api/common/nothing', '/robots.txt']) {
      const { headers } = await call(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('cache-control'), path).toBe(
        path === '/robots.txt' ? 'public, max-age=3600' : 'no-store',
      );
    }
  });
});

/** Whether something accepts a TCP connection at host:port. */
const accepts = (host: string, port: number) =>
  new Promise<boolean>((done) => {
    const socket = connect(port, host);
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });

describe('local runtime exposure', () => {
  it('listens on 127.0.0.1 only: no server of the shop is reachable from another machine', async () => {
    const lan = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;
    expect(lan, 'this test needs a network interface besides loopback').toBeDefined();
    const ports = [
      runtime.siteUrl,
      runtime.cloudUrl,
      runtime.cognito.endpoint,
      String(process.env.AWS_ENDPOINT_URL_DYNAMODB),
      String(process.env.AWS_ENDPOINT_URL_S3),
    ].map((url) => Number(new URL(url).port));
    for (const port of ports) {
      expect(await accepts('127.0.0.1', port), `127.0.0.1:${port}`).toBe(true);
      expect(await accepts(String(lan), port), `${lan}:${port}`).toBe(false);
    }
  });
});

describe('pages that do not exist', () => {
  it('answer 404 with the noindex not-found page; existing records and routes answer 200', async () => {
    const [product] = demoProducts;
    if (!product) throw new Error('the demo catalogue is empty');
    const noindex = '<meta name="robots" content="noindex" />';
    for (const path of [
      '/produkt/nie-ma-takiego-produktu/x',
      pathFor('category', 'en', { id: 'no-such-category', slug: 'x' }),
      `/en${pathFor('signIn', 'pl')}`,
      `/xx${pathFor('about', 'pl')}`,
    ]) {
      const { status, text } = await call(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain(noindex);
    }
    for (const path of [
      pathFor('product', 'pl', { id: product.id, slug: product.texts.pl.slug }),
      pathFor('category', 'pl', { id: product.categoryId, slug: 'x' }),
      pathFor('signIn', 'en'),
    ]) {
      const { status, text } = await call(path);
      expect(status, path).toBe(200);
      expect(text, path).not.toContain(noindex);
    }
  });
});

describe('the front door', () => {
  it('refuses a request that reached a function without coming through the site (a direct call of the API domain)', async () => {
    const { handler } = await import('#functions/common/handler');
    const direct = {
      version: '2.0',
      routeKey: 'GET /api/common/settings',
      rawPath: '/api/common/settings',
      headers: { host: 'api.example' },
      requestContext: { requestId: 'direct-1', http: { method: 'GET', path: '/api/common/settings' } },
      isBase64Encoded: false,
    };
    const context = {
      functionName: 'common',
      awsRequestId: 'direct-1',
      getRemainingTimeInMillis: () => 1000,
    };
    const reply = (await handler(direct as never, context as never)) as { statusCode: number; body: string };
    expect(reply.statusCode).toBe(403);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 'not_allowed' });
    // The same request through the site answers.
    expect((await call('/api/common/settings')).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct } from '#functions/lib/table/catalogue';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { serviceFeeOf } from '#shared/device-as-a-service/service-fee';
import { sampleGuestOrderInput } from '#shared/orders/sample-order-input';
import { exchangeRateTables } from '#shared/pricing/exchange-rates';
import { priceListFor } from '#shared/pricing/price-list';
import { pathFor } from '#shared/routes';
import { signIn, startTestRuntime } from '../support/runtime';
import { type ShopCall, shopCall } from '../support/shop-call';

// Device-as-a-service and IT services through the local gateway: a device of the
// catalogue put in the basket as its device as a service (`daas_<deviceId>`, priced by the server at
// 1/12 of the device in the shopper's currency), with Azure Backup and server management as their
// own lines; the checkout asking for the device-as-a-service and service agreements; what cannot be
// a service not found; a guest told to sign in; the landing pages pre-rendered and in the sitemap.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signIn>>;

/** A laptop of the demo catalogue that can be ordered. */
const laptopId = 'thinkpad-t14-gen-5-16gb-512gb-1a';
const serviceId = `daas_${laptopId}`;

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

/** The laptop's net price in a currency, as the catalogue prices it today. */
const laptopNet = async (currency: 'PLN' | 'EUR' | 'NOK') => {
  const laptop = await getProduct(laptopId);
  if (!laptop) throw new Error(`no demo product ${laptopId}`);
  const context = {
    vatRate: 2300,
    rateTables: exchangeRateTables,
    day: new Date().toISOString().slice(0, 10),
  };
  return priceListFor(laptop.prices, currency, context).price.net;
};

const emptyBasket = async () => {
  const basket = await call('GET', '/api/orders/me/basket', { token: customer.idToken });
  for (const line of basket.body.lines as { productId: string }[]) {
    await call('DELETE', `/api/orders/me/basket/items/${line.productId}`, { token: customer.idToken });
  }
};

describe('a device as a service in the basket', () => {
  it('is a monthly line at 1/12 of the device price, in every currency, named after the device', async () => {
    await emptyBasket();
    const added = await call('POST', '/api/orders/me/basket/items', {
      token: customer.idToken,
      body: { productId: serviceId, quantity: 2 },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.lines).toEqual([
      expect.objectContaining({
        productId: serviceId,
        kind: 'device-as-a-service',
        quantity: 2,
        unitNet: serviceFeeOf(await laptopNet('PLN')),
        net: 2 * serviceFeeOf(await laptopNet('PLN')),
        name: expect.stringMatching(/^Lenovo ThinkPad T14 .* w abonamencie$/),
      }),
    ]);

    for (const currency of ['EUR', 'NOK'] as const) {
      const read = await call('GET', `/api/orders/me/basket?currency=${currency}&language=en`, {
        token: customer.idToken,
      });
      expect(read.body).toMatchObject({
        currency,
        lines: [
          {
            productId: serviceId,
            unitNet: serviceFeeOf(await laptopNet(currency)),
            name: expect.stringMatching(/ as a service$/),
          },
        ],
      });
    }
  });

  it('goes to checkout with its add-ons, which need the device-as-a-service and service agreements', async () => {
    await emptyBasket();
    const lines = [
      [serviceId, 1],
      ['azure-backup-100gb', 1],
      ['server-management-windows', 3],
    ] as const;
    let basket:
      | { version: string; lines: { productId: string; kind: string; quantity: number }[] }
      | undefined;
    for (const [productId, quantity] of lines) {
      const added = await call('POST', '/api/orders/me/basket/items', {
        token: customer.idToken,
        body: { productId, quantity },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      basket = added.body;
    }
    expect(basket?.lines.map((line) => [line.productId, line.kind, line.quantity])).toEqual([
      [serviceId, 'device-as-a-service', 1],
      ['azure-backup-100gb', 'it-service', 1],
      ['server-management-windows', 'it-service', 3],
    ]);

    const placement = (consents: Record<string, boolean>) => ({
      ...sampleGuestOrderInput,
      basketVersion: basket?.version,
      accountType: 'private',
      shippingMethod: 'courier',
      parcelLockerId: undefined,
      consents: { ...sampleGuestOrderInput.consents, ...consents },
    });
    const refused = await call('POST', '/api/orders/me/orders', {
      token: customer.idToken,
      key: 'services-key-0001',
      body: placement({}),
    });
    expect(refused).toMatchObject({ status: 400, body: { code: 'consent_required' } });
    expect(refused.body.fields.map((field: { path: string }) => field.path).sort()).toEqual([
      'consents.deviceAsAService',
      'consents.serviceAgreement',
    ]);

    const placed = await call('POST', '/api/orders/me/orders', {
      token: customer.idToken,
      key: 'services-key-0002',
      body: placement({ deviceAsAService: true, serviceAgreement: true }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.lines).toEqual([
      expect.objectContaining({ productId: serviceId, kind: 'device-as-a-service', quantity: 1 }),
      expect.objectContaining({ productId: 'azure-backup-100gb', kind: 'it-service', quantity: 1 }),
      expect.objectContaining({ productId: 'server-management-windows', kind: 'it-service', quantity: 3 }),
    ]);
  });

  it.each([
    ['no device', 'daas_no-such-laptop'],
    ['an accessory', 'daas_dell-dock-wd19s-130w'],
    ['a licence', 'daas_m365-business-basic-annual'],
  ])('is not found when its id names %s', async (_, productId) => {
    const added = await call('POST', '/api/orders/me/basket/items', {
      token: customer.idToken,
      body: { productId, quantity: 1 },
    });
    expect(added).toMatchObject({ status: 404, body: { code: 'product_not_found' } });
  });

  it('is not sold to a guest, who is told to sign in', async () => {
    const added = await call('POST', '/api/orders/basket/items', {
      body: { productId: serviceId, quantity: 1 },
    });
    expect(added).toMatchObject({
      status: 200,
      body: { lines: [], messages: [{ code: 'sign_in_required_for_product', productId: serviceId }] },
    });
  });
});

describe('the landing pages', () => {
  it.each([
    ['deviceAsAService', 'pl', 'Urządzenie jako usługa'],
    ['itServices', 'pl', 'Usługi IT'],
    ['deviceAsAService', 'en', 'Device as a service'],
    ['itServices', 'de', 'IT-Dienstleistungen'],
  ] as const)(
    '%s in %s is pre-rendered with its title and listed in the sitemap',
    async (key, language, title) => {
      const path = pathFor(key, language);
      const page = await fetch(`${runtime.siteUrl}${path}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain(`<title>${title} – `);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      const sitemap = await (await fetch(`${runtime.siteUrl}/api/common/sitemaps/pages.xml`)).text();
      expect(sitemap).toContain(`${path}</loc>`);
    },
  );
});

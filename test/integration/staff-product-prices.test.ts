import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import type { Runtime } from '#infra/local/runtime';
import type { ProductView } from '#shared/catalogue/listing';
import type { StaffProductImages } from '#shared/catalogue/product-image-edits';
import type { Currency } from '#shared/locale';
import type { ProductPrices } from '#shared/pricing/price-list';
import { apiCall } from '../support/api-call';
import { eventually, startTestRuntime } from '../support/runtime';
import { signInAsStaff } from '../support/totp';

// The content staff's price route through the local gateway (issue 39 part 3): a product's net prices
// changed, shown by the product read within seconds and recorded in its history with who changed
// them; the same prices again change nothing; bad input, an unknown product and a caller outside the
// group refused, changing nothing. Its own runtime: it reprices a demo product, which other files
// assume as the seed left it.

let runtime: Runtime;
let contentToken: string;
let operationsToken: string;
const run = Date.now().toString(36);
const editor = `tresci.ceny.${run}@example.pl`;

const product = demoProducts.find(({ id }) => id === 'm365-business-basic-annual');
if (!product) throw new Error('the demo catalogue has no m365-business-basic-annual');
const seeded = product.prices;
const pricesPath = `/api/content/products/${product.id}/prices`;
const repriced: ProductPrices = {
  PLN: { ...seeded.PLN, price: seeded.PLN.price - 2_001 },
  EUR: { price: (seeded.EUR?.price ?? 0) - 199 },
};

beforeAll(async () => {
  runtime = await startTestRuntime();
  const [content, operations] = await Promise.all([
    signInAsStaff(runtime, editor, 'content'),
    signInAsStaff(runtime, `operacje.ceny.${run}@example.pl`, 'operations'),
  ]);
  contentToken = content.idToken;
  operationsToken = operations.idToken;
}, 60_000);
afterAll(() => runtime?.stop());

const call = (method: string, path: string, body?: unknown, token: string | null = contentToken) =>
  apiCall(runtime, method, path, { body, headers: token ? { authorization: `Bearer ${token}` } : {} });
const staffRead = async () =>
  (await call('GET', `/api/content/products/${product.id}/images`)).body as unknown as StaffProductImages;
/** The net price the shop's product read shows in `currency`. */
const shownNet = async (currency: Currency) => {
  const path = `/api/cms/products/${product.id}?language=pl&currency=${currency}&country=PL`;
  return ((await (await fetch(`${runtime.siteUrl}${path}`)).json()) as ProductView).price.price.net;
};

describe('a product’s prices changed by the content staff', () => {
  it('are stored and shown by the product read within seconds, in each currency', async () => {
    expect([await shownNet('PLN'), await shownNet('EUR')]).toEqual([seeded.PLN.price, seeded.EUR?.price]);
    expect(await call('PUT', pricesPath, { prices: repriced })).toMatchObject({
      status: 200,
      body: { before: seeded, after: repriced },
    });
    expect(await eventually(async () => (await shownNet('PLN')) === repriced.PLN.price, 10_000)).toBe(true);
    expect(await eventually(async () => (await shownNet('EUR')) === repriced.EUR?.price, 10_000)).toBe(true);
  });

  it('are recorded in the product’s history: each amount that moved, before and after, and who', async () => {
    const read = await staffRead();
    expect(read.prices).toEqual(repriced);
    expect(read.history).toEqual([
      expect.objectContaining({
        action: 'pricesChanged',
        actor: { kind: 'staff', email: editor },
        changes: [
          { field: 'prices.PLN.price', before: seeded.PLN.price, after: repriced.PLN.price },
          { field: 'prices.EUR.price', before: seeded.EUR?.price, after: repriced.EUR?.price },
        ],
      }),
    ]);
  });

  it('change and record nothing when saved again as they are', async () => {
    expect(await call('PUT', pricesPath, { prices: repriced })).toMatchObject({ status: 200 });
    expect((await staffRead()).history).toHaveLength(1);
  });

  it.each([
    ['a fraction of a minor unit', { prices: { PLN: { price: 250.5 } } }, ['prices.PLN.price']],
    ['a negative price', { prices: { PLN: { price: -100 } } }, ['prices.PLN.price']],
    ['a price as text', { prices: { PLN: { price: '250,00' } } }, ['prices.PLN.price']],
    ['no PLN', { prices: { EUR: { price: 6_000 } } }, ['prices.PLN']],
    ['an unknown currency', { prices: { PLN: { price: 25_000 }, XYZ: { price: 1 } } }, ['prices.XYZ']],
    ['an unknown field', { prices: { PLN: { price: 25_000 } }, revision: 1 }, ['revision']],
    ['no prices', {}, ['prices']],
  ])('are refused for %s, naming the field, changing nothing', async (_, body, paths) => {
    const answer = await call('PUT', pricesPath, body);
    expect(answer).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect([...new Set((answer.body.fields as { path: string }[]).map(({ path }) => path))].sort()).toEqual(
      paths,
    );
    expect((await staffRead()).prices).toEqual(repriced);
  });

  it('are refused for an unknown product', async () => {
    expect(
      await call('PUT', '/api/content/products/no-such-product/prices', { prices: repriced }),
    ).toMatchObject({ status: 404, body: { code: 'product_not_found' } });
  });

  it('are refused to a member of another staff group (403) and a guest (401)', async () => {
    const other = { prices: { PLN: { price: 1 } } };
    expect(await call('PUT', pricesPath, other, operationsToken)).toMatchObject({
      status: 403,
      body: { code: 'not_allowed' },
    });
    expect((await call('PUT', pricesPath, other, null)).status).toBe(401);
    expect((await staffRead()).prices).toEqual(repriced);
    expect(await shownNet('PLN')).toBe(repriced.PLN.price);
  });
});

import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsBucket } from '#functions/lib/s3';
import { indexKey } from '#functions/lib/search/published-index';
import { getProduct } from '#functions/lib/table/catalogue';
import { readPublishedFigures } from '#functions/lib/table/published-figures';
import { putStock } from '#functions/lib/table/stock';
import { changeProductPrices } from '#functions/use-cases/catalogue/change-product-prices';
import { figuresDeps } from '#functions/use-cases/catalogue/figures-deps';
import { followStock } from '#functions/use-cases/catalogue/follow-stock';
import { priceDeps } from '#functions/use-cases/catalogue/price-deps';
import { publishFigures } from '#functions/use-cases/catalogue/publish-figures';
import { stockFollowDeps } from '#functions/use-cases/catalogue/stock-follow-deps';
import { demoProducts } from '#infra/local/demo-catalogue/products';
import { demoStockLaptopId } from '#infra/local/demo-catalogue/stock-and-codes';
import type { Runtime } from '#infra/local/runtime';
import { s3 } from '#infra/local/s3-client';
import { demoUsers } from '#infra/local/seed';
import type { ListingResult, ProductView } from '#shared/catalogue/listing';
import { pathFor } from '#shared/routes';
import { allWorkDone, eventually, signIn, startTestRuntime } from '../support/runtime';

// Catalogue figures that follow changes (issue 39 part 3): a rating, a price change and a stock change
// show in the product read, a listing and the product's pre-rendered page within seconds, through the
// product's figures published alone: the search index published at start is never published again.
// Its own runtime: it changes a demo product's rating, price and stock, which other files assume.

let runtime: Runtime;
let token: string;
let indexTag: string | undefined;

const laptop = demoProducts.find(({ id }) => id === demoStockLaptopId);
if (!laptop) throw new Error(`the demo catalogue has no ${demoStockLaptopId}`);
const productPath = `/api/cms/products/${laptop.id}?language=pl&currency=PLN&country=PL`;
const listingPath = `/api/cms/products?category=${laptop.categoryId}&pageSize=96`;
const pagePath = pathFor('product', 'pl', { id: laptop.id, slug: laptop.texts.pl.slug });

const get = async <T>(path: string) => (await (await fetch(`${runtime.siteUrl}${path}`)).json()) as T;
const productRead = () => get<ProductView>(productPath);
const card = async (query = '') =>
  (await get<ListingResult>(`${listingPath}${query}`)).items.find(({ id }) => id === laptop.id);
/** The product data the pre-rendered Polish page embeds (none while the app shell stands in for it). */
const pageData = async () => {
  const html = await (await fetch(`${runtime.siteUrl}${pagePath}`)).text();
  const json = /<script id="shop-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? (JSON.parse(json) as { product?: ProductView }).product : undefined;
};
/** The published search index's ETag: another publication of the catalogue would change it. */
const publishedIndexTag = async () =>
  (await s3().send(new HeadObjectCommand({ Bucket: documentsBucket(), Key: indexKey }))).ETag;

beforeAll(async () => {
  runtime = await startTestRuntime();
  token = (await signIn(runtime, demoUsers[0].email, demoUsers[0].password)).accessToken;
  await allWorkDone(runtime);
  indexTag = await publishedIndexTag();
});
afterAll(async () => {
  if (runtime) await allWorkDone(runtime);
  await runtime?.stop();
});

describe('catalogue figures that follow changes', () => {
  it("counts a new rating in the product read, a listing and the product's page, with the new average", async () => {
    const { count } = (await productRead()).rating;
    // Both replies remembered by the cms function (a listing from its second request).
    await card();
    expect((await card())?.rating.count).toBe(count);

    const response = await fetch(`${runtime.siteUrl}/api/cms/products/${laptop.id}/ratings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ rating: 1 }),
    });
    expect(response.status).toBe(201);
    const stored = (await getProduct(laptop.id))?.ratings;
    expect(stored?.count).toBe(count + 1);
    const rating = { count: count + 1, average: (stored?.sum ?? 0) / (count + 1) };

    expect(await eventually(async () => (await productRead()).rating.count === count + 1)).toBe(true);
    expect((await productRead()).rating).toEqual(rating);
    expect(await eventually(async () => (await card())?.rating.count === count + 1)).toBe(true);
    expect((await card())?.rating).toEqual(rating);
    expect(await eventually(async () => (await pageData())?.rating.count === count + 1)).toBe(true);
    expect((await pageData())?.rating).toEqual(rating);
  });

  it('shows a new price in the product read, a listing and its page', async () => {
    const net = laptop.prices.PLN.price - 30_000;
    expect(
      await changeProductPrices(
        priceDeps(),
        { productId: laptop.id, prices: { ...laptop.prices, PLN: { ...laptop.prices.PLN, price: net } } },
        { kind: 'staff', email: 'tresci@example.pl' },
      ),
    ).toMatchObject({ ok: true });

    expect(await eventually(async () => (await productRead()).price.price.net === net)).toBe(true);
    expect(await eventually(async () => (await card())?.price.price.net === net)).toBe(true);
    expect(await eventually(async () => (await pageData())?.price.price.net === net)).toBe(true);
  });

  it('shows the product sold out when its last unit went, and in stock again when units came back', async () => {
    await putStock([{ productId: laptop.id, units: 0 }]);
    expect(await followStock(stockFollowDeps(), laptop.id)).toBe('sold-out');
    const soldOut = { state: 'notify-availability' };
    expect(await eventually(async () => (await productRead()).availability.state === soldOut.state)).toBe(
      true,
    );
    expect(await eventually(async () => (await card())?.availability.state === soldOut.state)).toBe(true);
    expect(await card('&availability=notify-availability')).toMatchObject({ availability: soldOut });
    expect(await eventually(async () => (await pageData())?.availability.state === soldOut.state)).toBe(true);

    await putStock([{ productId: laptop.id, units: 10 }]);
    expect(await followStock(stockFollowDeps(), laptop.id)).toBe('back');
    expect(
      await eventually(async () => (await card())?.availability.state === laptop.availability.state),
    ).toBe(true);
    expect((await productRead()).availability).toEqual(laptop.availability);
    expect(await card('&availability=notify-availability')).toBeUndefined();
  });

  it('changes nothing for an event seen twice', async () => {
    await allWorkDone(runtime);
    const published = await readPublishedFigures(laptop.id);
    expect(published).toMatchObject({ revision: 4, renderedRevision: 4 });
    expect(await publishFigures(figuresDeps(), laptop.id)).toBe('unchanged');
    expect(await readPublishedFigures(laptop.id)).toEqual(published);
  });

  it('never published the whole catalogue again', async () => {
    expect(indexTag).toBeDefined();
    expect(await publishedIndexTag()).toBe(indexTag);
  });
});

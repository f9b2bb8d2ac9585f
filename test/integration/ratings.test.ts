import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getProduct, putProducts } from '#functions/lib/table/catalogue';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { sampleProduct } from '#shared/catalogue/sample-product';
import { signIn, signUpAndIn, startTestRuntime } from '../support/runtime';

// Rating a product: once per customer, the product's count and sum exact under concurrent ratings.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signIn>>;

const unrated = (id: string) => ({ ...sampleProduct, id, ratings: { count: 0, sum: 0 } });

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
  await putProducts([unrated('rated-concurrently'), unrated('rated-once')]);
});
afterAll(() => runtime?.stop());

const rate = async (productId: string, body: unknown, token?: string) => {
  const response = await fetch(`${runtime.siteUrl}/api/cms/products/${productId}/ratings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

const myRating = async (productId: string, token: string) => {
  const response = await fetch(`${runtime.siteUrl}/api/cms/products/${productId}/ratings/mine`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: await response.json() };
};

describe('POST /api/cms/products/{id}/ratings', () => {
  it('keeps count and sum exact when 20 customers rate at once', async () => {
    const customers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signUpAndIn(runtime, `rater${i}@example.pl`)),
    );
    const stars = customers.map((_, i) => (i % 5) + 1);
    const replies = await Promise.all(
      customers.map((c, i) => rate('rated-concurrently', { rating: stars[i] }, c.accessToken)),
    );
    for (const reply of replies) expect(reply.status, JSON.stringify(reply.body)).toBe(201);
    expect(Math.max(...replies.map((r) => r.body.count))).toBe(20);

    const expectedSum = stars.reduce((a, b) => a + b, 0);
    expect((await getProduct('rated-concurrently'))?.ratings).toEqual({ count: 20, sum: expectedSum });
    expect(await myRating('rated-concurrently', customers[3]?.accessToken ?? '')).toEqual({
      status: 200,
      body: { rating: 4 },
    });
  });

  it('answers 201 with the new average, then 409 product_rated_once to the same customer', async () => {
    expect(await myRating('rated-once', customer.accessToken)).toEqual({
      status: 200,
      body: { rating: null },
    });
    expect(await rate('rated-once', { rating: 4 }, customer.accessToken)).toEqual({
      status: 201,
      body: { average: 4, count: 1 },
    });
    expect(await rate('rated-once', { rating: 1 }, customer.accessToken)).toMatchObject({
      status: 409,
      body: { code: 'product_rated_once', type: 'conflict' },
    });
    expect((await getProduct('rated-once'))?.ratings).toEqual({ count: 1, sum: 4 });
    expect(await myRating('rated-once', customer.accessToken)).toEqual({ status: 200, body: { rating: 4 } });
  });

  it('answers 404 product_not_found for an unknown product and stores nothing', async () => {
    expect(await rate('no-such-product', { rating: 5 }, customer.accessToken)).toMatchObject({
      status: 404,
      body: { code: 'product_not_found' },
    });
    expect(await myRating('no-such-product', customer.accessToken)).toEqual({
      status: 200,
      body: { rating: null },
    });
  });

  it.each([[0], [6], [2.5], ['5'], [undefined]])('answers 400 naming rating for %j', async (rating) => {
    const reply = await rate('rated-once', { rating }, customer.accessToken);
    expect(reply).toMatchObject({ status: 400, body: { code: 'invalid_data' } });
    expect(reply.body.fields.map((f: { path: string }) => f.path)).toEqual(['rating']);
  });

  it('answers 401 without a token', async () => {
    expect((await rate('rated-once', { rating: 5 })).status).toBe(401);
    const response = await fetch(`${runtime.siteUrl}/api/cms/products/rated-once/ratings/mine`);
    expect(response.status).toBe(401);
  });
});

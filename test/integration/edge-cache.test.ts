import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { api, edgeCachedRoutes } from '#infra/wiring';
import { apiCall } from '../support/api-call';
import { signInDemoLike, startTestRuntime } from '../support/runtime';

// What the API's replies tell a shared cache, through the local site server (the distribution's
// stand-in, which keeps the edge-cached reads as CloudFront does): a signed-in customer's reply is
// `private` or `no-store` and never kept; an edge-cached read is `public`, kept, and answered so to a
// signed-in visitor too (her token and cookie are neither its key nor sent to the API).

let runtime: Runtime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime();
  token = (await signInDemoLike(runtime, demoUsers[0])).accessToken;
});
afterAll(() => runtime?.stop());

/** A request of each edge-cached route: a route newly marked needs one here. */
const examples: Record<string, string> = {
  '/api/common/settings': '/api/common/settings',
  '/api/cms/home': '/api/cms/home',
  '/api/cms/categories': '/api/cms/categories?language=en',
  '/api/cms/suggestions': '/api/cms/suggestions?q=thinkp',
  '/api/orders/parcel-lockers': '/api/orders/parcel-lockers?q=krak%C3%B3w',
};

/** A signed-in customer's reads that take no parameter. */
const customerReads = api
  .flatMap(({ routes }) => routes)
  .filter((route) => route.method === 'GET' && route.access === 'customer' && !route.path.includes('{'))
  .map(({ path }) => path);

describe('an edge-cached read', () => {
  it.each(edgeCachedRoutes().map(({ path }) => path))(
    '%s is public, kept, and the same for a signed-in visitor',
    async (path) => {
      const example = examples[path] ?? '';
      expect(example, `a request of ${path}`).not.toBe('');
      const anyone = await apiCall(runtime, 'GET', example);
      expect(anyone.status).toBe(200);
      expect(anyone.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      const signedIn = await apiCall(runtime, 'GET', example, {
        headers: { authorization: `Bearer ${token}`, cookie: 'basket=b1' },
      });
      expect(signedIn.body).toEqual(anyone.body);
      expect(signedIn.headers.age, 'answered from the local distribution cache').toBeDefined();
    },
  );
});

describe("a signed-in customer's reply", () => {
  it.each(customerReads)('%s is private or not to be stored, and never kept', async (path) => {
    const headers = { authorization: `Bearer ${token}` };
    const first = await apiCall(runtime, 'GET', path, { headers });
    expect(first.status).toBeLessThan(500);
    expect(first.headers['cache-control']).toMatch(/\b(private|no-store)\b/);
    expect((await apiCall(runtime, 'GET', path, { headers })).headers.age).toBeUndefined();
  });

  it("is so for a guest's basket, read by its cookie, too", async () => {
    const basket = await apiCall(runtime, 'GET', '/api/orders/basket');
    expect(basket.status).toBe(200);
    expect(basket.headers['cache-control']).toMatch(/\b(private|no-store)\b/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  type Attack,
  attack,
  attackTheShop,
  credentialsFor,
  methods,
  parametersOf,
  pathOf,
  problemsOf,
  routeKey,
  routes,
  send,
} from '../support/attacks';
import { hostilePathSegments, hostileQueries } from '../support/hostile-input';

// Every declared route under attack by method, path parameter, query string and body size.
// The attacks and what every answer must be: test/support/attacks.ts.

attackTheShop();

// Each test sends hundreds to thousands of requests through the whole local shop: the malformed
// bodies alone took past the default 30 s once on a slow machine (18 s for the hostile fields there).
describe('every declared route under attack', { timeout: 120_000 }, () => {
  it('answers every method and hostile path parameters without a 5xx or a leak', async () => {
    const attacks: Attack[] = routes.flatMap((route) => [
      ...methods.map((method) => ({
        name: `${method} ${route.path}`,
        method,
        path: pathOf(route),
        credentials: credentialsFor(route),
      })),
      ...parametersOf(route).flatMap((parameter) =>
        Object.entries(hostilePathSegments).map(([name, segment]) => ({
          name: `${routeKey(route)} with ${parameter}=${name}`,
          method: route.method === 'ANY' ? 'GET' : route.method,
          path: pathOf(route, parameter, segment),
          credentials: credentialsFor(route),
        })),
      ),
    ]);
    expect(await attack(attacks)).toEqual([]);
  });

  it('answers odd query strings', async () => {
    const attacks: Attack[] = routes.flatMap((route) =>
      Object.entries(hostileQueries).map(([name, query]) => ({
        name: `${routeKey(route)} with ?${name}`,
        method: route.method === 'ANY' ? 'GET' : route.method,
        path: `${pathOf(route)}?${query}`,
        credentials: credentialsFor(route),
      })),
    );
    expect(await attack(attacks)).toEqual([]);
  });

  it("refuses a body beyond API Gateway's 10 MiB", async () => {
    const huge: Attack = {
      name: 'POST /api/cms/newsletter with 11 MiB',
      method: 'POST',
      path: '/api/cms/newsletter',
      body: { contentType: 'application/json', body: Buffer.alloc(11 * 1024 * 1024, 0x20) },
    };
    const answer = await send(huge);
    expect(answer.status).toBe(413);
    expect(problemsOf(huge, answer)).toEqual([]);
  });
});

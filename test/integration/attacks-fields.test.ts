import { describe, expect, it } from 'vitest';
import {
  type Attack,
  attack,
  attackTheShop,
  bodyRoutes,
  credentialsFor,
  pathOf,
  routeKey,
  samples,
} from '../support/attacks';
import { mutationsOf } from '../support/hostile-input';

// Every declared route that takes a body, sent its valid sample turned hostile one field at a time.
// The attacks and what every answer must be: test/support/attacks.ts.

attackTheShop();

// Each test sends hundreds to thousands of requests through the whole local shop: the malformed
// bodies alone took past the default 30 s once on a slow machine (18 s for the hostile fields there).
describe('every declared route under attack', { timeout: 120_000 }, () => {
  it('answers valid bodies turned hostile one field at a time', async () => {
    const attacks: Attack[] = bodyRoutes.flatMap((route) => {
      const sample = samples[routeKey(route)];
      if (!sample) return [];
      return Object.entries(mutationsOf(sample)).map(([name, body]) => ({
        name: `${routeKey(route)} with ${name}`,
        method: route.method,
        path: pathOf(route),
        credentials: credentialsFor(route),
        body: { contentType: 'application/json', body },
      }));
    });
    expect(await attack(attacks)).toEqual([]);
  });
});

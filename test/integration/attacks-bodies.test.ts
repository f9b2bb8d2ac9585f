import { describe, expect, it } from 'vitest';
import {
  type Answer,
  type Attack,
  attack,
  attackTheShop,
  bodyRoutes,
  credentialsFor,
  methodOf,
  pathOf,
  problemsOf,
  routeKey,
  routes,
  samples,
} from '../support/attacks';
import { malformedBodies } from '../support/hostile-input';

// Every declared route that takes a body, sent malformed bodies and its valid sample.
// The attacks and what every answer must be: test/support/attacks.ts.

attackTheShop();

// Each test sends hundreds to thousands of requests through the whole local shop: the malformed
// bodies alone took past the default 30 s once on a slow machine (18 s for the hostile fields there).
describe('every declared route under attack', { timeout: 120_000 }, () => {
  it('refuses malformed bodies and wrong content types with our error shape', async () => {
    const attacks: Attack[] = routes.flatMap((route) =>
      Object.entries(malformedBodies).map(([name, body]) => ({
        name: `${routeKey(route)} with ${name}`,
        method: methodOf(route),
        path: pathOf(route),
        credentials: credentialsFor(route),
        body,
      })),
    );
    expect(await attack(attacks)).toEqual([]);
  });

  it('has a valid sample body for every route that takes one, and the schema passes it', async () => {
    expect(Object.keys(samples).sort()).toEqual(bodyRoutes.map(routeKey).sort());
    const attacks: Attack[] = bodyRoutes.map((route) => ({
      name: `${routeKey(route)} with its sample`,
      method: route.method,
      path: pathOf(route),
      credentials: credentialsFor(route),
      body: { contentType: 'application/json', body: JSON.stringify(samples[routeKey(route)]?.()) },
    }));
    // The provider's notifications answer every refusal alike (`invalid_data`, no oracle), and a sample
    // names a session the shop never registered: for them only the answer's shape is checked.
    const refusedInput = (sent: Attack, answer: Answer) =>
      !sent.path.startsWith('/api/payments/notifications/') &&
      /"code":"(invalid_json|invalid_data|unsupported_media_type)"/.test(answer.text)
        ? [`${sent.name} → refused as input: ${answer.text}`]
        : problemsOf(sent, answer);
    expect(await attack(attacks, refusedInput)).toEqual([]);
  });
});

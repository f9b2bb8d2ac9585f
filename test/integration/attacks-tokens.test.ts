import { describe, expect, it } from 'vitest';
import {
  type Answer,
  type Attack,
  attack,
  attackTheShop,
  attackTokens,
  pathOf,
  problemsOf,
  protectedRoutes,
  routeKey,
} from '../support/attacks';
import type { Credentials } from '../support/bad-tokens';

// Every protected route sent every kind of bad token, and the control token.
// The attacks and what every answer must be: test/support/attacks.ts.

attackTheShop({ withTokens: true });

describe('bad tokens on every protected route', () => {
  const tried = (credentials: Credentials, name: string): Attack[] =>
    protectedRoutes.map((route) => ({
      name: `${routeKey(route)} with ${name}`,
      method: route.method,
      path: pathOf(route),
      credentials,
    }));

  it('accepts the control: a token minted as the pool mints it', async () => {
    const notAccepted = (sent: Attack, answer: Answer) =>
      answer.status === 401 ? [`${sent.name} → 401`] : problemsOf(sent, answer);
    expect(await attack(tried(attackTokens().poolLike, 'the control token'), notAccepted)).toEqual([]);
  });

  it('refuses at least 17 kinds of bad token with 401, each on every protected route', async () => {
    const kinds = Object.entries(attackTokens().bad);
    expect(kinds.length).toBeGreaterThanOrEqual(17);
    // A rate limit may answer before the authorizer (429); anything else is a token let through.
    const notRefused = (sent: Attack, answer: Answer) =>
      [401, 429].includes(answer.status)
        ? problemsOf(sent, answer)
        : [`${sent.name} → ${answer.status} ${answer.text}`];
    const attacks = kinds.flatMap(([name, credentials]) => tried(credentials, name));
    expect(await attack(attacks, notRefused)).toEqual([]);
  });
});

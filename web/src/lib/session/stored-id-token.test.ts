import { describe, expect, it } from 'vitest';
import { refreshMarginMs, storedIdToken } from './stored-id-token';

const now = Date.parse('2026-12-03T10:00:00Z');
const base64url = (text: string) => Buffer.from(text).toString('base64url');
const jwtOf = (claims: Record<string, unknown>) =>
  `${base64url('{"alg":"RS256"}')}.${base64url(JSON.stringify(claims))}.signature`;

/** A local storage holding Amplify's keys as it writes them. */
const storageOf = (items: Record<string, string>) => {
  const keys = Object.keys(items);
  return {
    length: keys.length,
    key: (index: number) => keys[index] ?? null,
    getItem: (key: string) => items[key] ?? null,
  };
};

const client = 'CognitoIdentityServiceProvider.client-1';
const sessionOf = (exp: number, more: Record<string, string> = {}) =>
  storageOf({
    'shop.profile': '{}',
    [`${client}.LastAuthUser`]: 'user-1',
    [`${client}.user-1.idToken`]: jwtOf({ sub: 'user-1', name: 'Zofia Żółć', exp }),
    [`${client}.user-1.clockDrift`]: '0',
    ...more,
  });

describe("Amplify's stored ID token, read without Amplify", () => {
  it('is the last user’s token while it is valid beyond the margin, with its claims', () => {
    const exp = (now + refreshMarginMs) / 1000 + 1;
    const token = storedIdToken(sessionOf(exp), now);
    expect(token?.payload).toMatchObject({ sub: 'user-1', name: 'Zofia Żółć', exp });
    expect(String(token)).toBe(jwtOf({ sub: 'user-1', name: 'Zofia Żółć', exp }));
  });

  it('is left to Amplify within the margin of its expiry, the clock drift counted', () => {
    expect(storedIdToken(sessionOf((now + refreshMarginMs) / 1000), now)).toBeUndefined();
    const exp = (now + refreshMarginMs + 30_000) / 1000;
    expect(storedIdToken(sessionOf(exp), now)).toBeDefined();
    expect(storedIdToken(sessionOf(exp, { [`${client}.user-1.clockDrift`]: '31000' }), now)).toBeUndefined();
  });

  it('is left to Amplify with no session, a token that is no JWT, or sessions of two app clients', () => {
    const exp = now / 1000 + 3600;
    expect(storedIdToken(storageOf({}), now)).toBeUndefined();
    expect(
      storedIdToken(sessionOf(exp, { [`${client}.user-1.idToken`]: 'not-a-token' }), now),
    ).toBeUndefined();
    expect(
      storedIdToken(
        sessionOf(exp, { 'CognitoIdentityServiceProvider.client-2.LastAuthUser': 'user-2' }),
        now,
      ),
    ).toBeUndefined();
  });
});

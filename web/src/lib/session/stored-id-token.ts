// The ID token Amplify keeps in this browser (its default token store in the local storage:
// `CognitoIdentityServiceProvider.<client>.LastAuthUser` names the user, `…<client>.<user>.idToken`
// and `.clockDrift` hold her token and the clock's drift from Cognito's), read without Amplify. An
// account page's requests need only this token, so Amplify (≈ 38 KB gzip, the settings request that
// configures it) loads only to sign in or out, to refresh a token near its expiry, and for the
// two-step sign-in; `undefined` here means "ask Amplify".

const prefix = 'CognitoIdentityServiceProvider.';
const lastUserSuffix = '.LastAuthUser';

/** A token this close to its expiry is left to Amplify to refresh (Amplify itself allows 5 s). */
export const refreshMarginMs = 60_000;

export interface StoredIdToken {
  payload: Record<string, unknown>;
  toString(): string;
}

/** A JWT's claims; undefined when it is not one. */
const claimsOf = (jwt: string): Record<string, unknown> | undefined => {
  const part = jwt.split('.')[1];
  if (!part) return undefined;
  try {
    const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(
      new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0))),
    );
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

type TokenStorage = Pick<Storage, 'getItem' | 'key' | 'length'>;

/** The keys of the one app client holding a session here; none, or several: undefined. */
const clientKeyOf = (storage: TokenStorage): string | undefined => {
  const clients: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix) && key.endsWith(lastUserSuffix))
      clients.push(key.slice(0, -lastUserSuffix.length));
  }
  return clients.length === 1 ? clients[0] : undefined;
};

/** The stored ID token while it stays valid beyond `refreshMarginMs`; otherwise undefined. */
export const storedIdToken = (
  storage: TokenStorage = window.localStorage,
  now = Date.now(),
): StoredIdToken | undefined => {
  try {
    const client = clientKeyOf(storage);
    const user = client && storage.getItem(`${client}${lastUserSuffix}`);
    const jwt = user && storage.getItem(`${client}.${user}.idToken`);
    const payload = jwt ? claimsOf(jwt) : undefined;
    if (!jwt || !payload || typeof payload.exp !== 'number') return undefined;
    const drift = Number(storage.getItem(`${client}.${user}.clockDrift`)) || 0;
    return payload.exp * 1000 > now + drift + refreshMarginMs ? { payload, toString: () => jwt } : undefined;
  } catch {
    return undefined; // Storage unavailable (a privacy mode): Amplify decides.
  }
};

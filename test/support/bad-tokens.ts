import { createPrivateKey, createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { base64url, decodeJwt, exportJWK, generateKeyPair, importJWK, type JWTPayload, SignJWT } from 'jose';

// Tokens an attacker sends to a protected route. The local pool signs with cognito-local's published
// key, so a test can mint a token exactly like the pool's and spoil one thing at a time: each bad token
// below is refused for the reason its name gives, and `poolLike` (the control) is accepted.

const keyFile = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.private.json');
const poolKeyFile = JSON.parse(readFileSync(keyFile, 'utf8')) as { jwk: Record<string, string>; pem: string };
const poolKid = 'CognitoLocal';

const now = () => Math.floor(Date.now() / 1000);

/** A token with this header and payload and no valid signature for them. */
const unsigned = (header: object, payload: object, signature = '') =>
  `${base64url.encode(JSON.stringify(header))}.${base64url.encode(JSON.stringify(payload))}.${signature}`;

export interface RealTokens {
  /** The customer's access and ID tokens and refresh token, as the pool issued them. */
  accessToken: string;
  idToken: string;
  refreshToken: string;
  /** Another customer's `sub`, to impersonate. */
  otherSub: string;
  /** An access token issued by another user pool. */
  otherPoolAccessToken: string;
}

/** Where a request carries a token: the `Authorization` header (none when undefined), or the query. */
export interface Credentials {
  authorization?: string;
  query?: string;
}

/** Each bad token named by what is wrong with it, and `poolLike`, the control that must pass. */
export const mintTokens = async (real: RealTokens) => {
  const poolKey = await importJWK({ ...poolKeyFile.jwk, alg: 'RS256' }, 'RS256');
  const attacker = await generateKeyPair('RS256', { extractable: true });
  const access = decodeJwt(real.accessToken);
  const id = decodeJwt(real.idToken);
  const sign = (
    claims: JWTPayload,
    header: Record<string, unknown> = {},
    key: CryptoKey | Uint8Array = poolKey,
  ) => new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: poolKid, ...header }).sign(key);
  const publicPem = createPublicKey(createPrivateKey(poolKeyFile.pem)).export({
    type: 'spki',
    format: 'pem',
  });
  const [idHeader, , idSignature] = real.idToken.split('.');
  const poolLike = await sign(access);
  const forged = await sign(access, {}, attacker.privateKey);

  const bad: Record<string, Credentials> = {
    'no header': {},
    'an empty header': { authorization: '' },
    'Bearer alone': { authorization: 'Bearer' },
    'Bearer and spaces': { authorization: 'Bearer    ' },
    garbage: { authorization: 'Bearer not.a.token' },
    'three parts of base64 noise': {
      authorization: `Bearer ${base64url.encode('noise')}.${base64url.encode('{}')}.AAAA`,
    },
    'alg none': { authorization: `Bearer ${unsigned({ alg: 'none', typ: 'JWT' }, access)}` },
    'HS256 keyed with the public key': {
      authorization: `Bearer ${await sign(access, { alg: 'HS256' }, new TextEncoder().encode(String(publicPem)))}`,
    },
    'a wrong signature': { authorization: `Bearer ${forged}` },
    'an unknown key id': { authorization: `Bearer ${await sign(access, { kid: 'other-key' })}` },
    'a key id with a path': {
      authorization: `Bearer ${await sign(access, { kid: '../../../../dev/null' }, attacker.privateKey)}`,
    },
    'its own key set (jku)': {
      authorization: `Bearer ${await sign(access, { jku: 'http://127.0.0.1:9/jwks.json' }, attacker.privateKey)}`,
    },
    'its own embedded key (jwk)': {
      authorization: `Bearer ${await sign(access, { kid: undefined, jwk: await exportJWK(attacker.publicKey) }, attacker.privateKey)}`,
    },
    'another issuer': {
      authorization: `Bearer ${await sign({ ...access, iss: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_evil' })}`,
    },
    expired: { authorization: `Bearer ${await sign({ ...access, iat: now() - 7200, exp: now() - 60 })}` },
    'not yet valid': { authorization: `Bearer ${await sign({ ...access, nbf: now() + 3600 })}` },
    'another client (access token)': {
      authorization: `Bearer ${await sign({ ...access, client_id: 'other-client' })}`,
    },
    'another audience (ID token)': { authorization: `Bearer ${await sign({ ...id, aud: 'other-client' })}` },
    'an access token of another pool': { authorization: `Bearer ${real.otherPoolAccessToken}` },
    'a refresh token': { authorization: `Bearer ${real.refreshToken}` },
    'an ID token with a tampered payload': {
      authorization: `Bearer ${idHeader}.${base64url.encode(JSON.stringify({ ...id, sub: real.otherSub }))}.${idSignature}`,
    },
    'a token without its signature': {
      authorization: `Bearer ${real.accessToken.split('.').slice(0, 2).join('.')}.`,
    },
    'two tokens in one header': { authorization: `Bearer ${poolLike}, Bearer ${poolLike}` },
    'two tokens side by side': { authorization: `Bearer ${poolLike} ${poolLike}` },
    'the Basic scheme': { authorization: `Basic ${poolLike}` },
    'lower-case bearer with a wrong signature': { authorization: `bearer ${forged}` },
    'a very long token': { authorization: `Bearer ${poolLike}${'A'.repeat(12_000)}` },
    'a token in the query string': { query: `access_token=${poolLike}&id_token=${poolLike}` },
  };
  return { poolLike: { authorization: `Bearer ${poolLike}` } as Credentials, bad };
};

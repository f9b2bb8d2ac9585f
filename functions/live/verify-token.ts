import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../lib/config';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

/**
 * WebSocket APIs have no JWT authorizer, so `$connect` verifies the Cognito token itself: signature
 * against the pool's JWKS, issuer, and our web client (`aud` on ID tokens, `client_id` on access tokens).
 * Returns the subject, or undefined for any bad token.
 */
export const verifyToken = async (token: string): Promise<string | undefined> => {
  const { TOKEN_ISSUER, USER_POOL_CLIENT_ID } = config('tokens');
  jwks ??= createRemoteJWKSet(new URL(`${TOKEN_ISSUER}/.well-known/jwks.json`));
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: TOKEN_ISSUER });
    const client = payload.token_use === 'access' ? payload.client_id : payload.aud;
    const clientMatches = Array.isArray(client)
      ? client.includes(USER_POOL_CLIENT_ID)
      : client === USER_POOL_CLIENT_ID;
    return clientMatches && typeof payload.sub === 'string' ? payload.sub : undefined;
  } catch {
    return undefined;
  }
};

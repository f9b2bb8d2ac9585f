import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { config } from '../config';

let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

export interface VerifiedCaller {
  sub: string;
  /** The caller's verified e-mail: only an ID token with `email_verified` carries it. */
  email: string | undefined;
  /** The staff groups the token's `cognito:groups` claim names (none for a customer). */
  groups: string[];
}

/**
 * Where no JWT authorizer runs (the WebSocket API's `$connect`, public HTTP routes that answer a
 * signed-in caller more), the Cognito token is verified here: signature against the pool's JWKS,
 * issuer, and our web client (`aud` on ID tokens, `client_id` on access tokens). Undefined for any
 * bad token.
 */
export const verifyToken = async (token: string): Promise<VerifiedCaller | undefined> => {
  const { TOKEN_ISSUER, USER_POOL_CLIENT_ID } = config('tokens');
  jwks ??= createRemoteJWKSet(new URL(`${TOKEN_ISSUER}/.well-known/jwks.json`));
  try {
    const { payload } = await jwtVerify(token, jwks, { issuer: TOKEN_ISSUER });
    const client = payload.token_use === 'access' ? payload.client_id : payload.aud;
    const clientMatches = Array.isArray(client)
      ? client.includes(USER_POOL_CLIENT_ID)
      : client === USER_POOL_CLIENT_ID;
    if (!clientMatches || typeof payload.sub !== 'string') return undefined;
    const verifiedEmail =
      payload.token_use === 'id' && (payload.email_verified === true || payload.email_verified === 'true');
    return {
      sub: payload.sub,
      email: verifiedEmail && typeof payload.email === 'string' ? payload.email.toLowerCase() : undefined,
      groups: Array.isArray(payload['cognito:groups']) ? payload['cognito:groups'].map(String) : [],
    };
  } catch {
    return undefined;
  }
};

/** The caller of a public route when it sends a valid `Authorization: Bearer` token; else undefined. */
export const optionalCallerOf = async (
  event: APIGatewayProxyEventV2,
): Promise<VerifiedCaller | undefined> => {
  const token = event.headers.authorization?.match(/^Bearer (\S+)$/)?.[1];
  return token ? verifyToken(token) : undefined;
};

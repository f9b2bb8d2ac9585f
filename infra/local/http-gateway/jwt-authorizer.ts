import type { APIGatewayEventRequestContextJWTAuthorizer } from 'aws-lambda';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';

export interface JwtAuthorizerConfig {
  issuer: string;
  audience: string;
  jwksUrl: string;
}

/** API Gateway hands claims over as strings; arrays such as `cognito:groups` become `[a b]`. */
const stringifyClaim = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return `[${value.map(stringifyClaim).join(' ')}]`;
  if (typeof value === 'object' && value !== null) return JSON.stringify(value);
  return String(value);
};

/** `aud` when present (ID tokens), else `client_id` (Cognito access tokens), as API Gateway checks. */
const audienceMatches = (payload: JWTPayload, audience: string): boolean => {
  if (payload.aud !== undefined) return [payload.aud].flat().includes(audience);
  return payload.client_id === audience;
};

/**
 * The HTTP API JWT authorizer: reads `Authorization` (with or without `Bearer `), checks signature
 * (RSA keys from the JWKS), issuer, expiry, not-before and audience. Returns the authorizer context,
 * or undefined for any missing or invalid token.
 */
export const createJwtAuthorizer = ({ issuer, audience, jwksUrl }: JwtAuthorizerConfig) => {
  const jwks = createRemoteJWKSet(new URL(jwksUrl));
  return async (
    authorization: string | undefined,
  ): Promise<APIGatewayEventRequestContextJWTAuthorizer | undefined> => {
    const token = authorization?.replace(/^Bearer\s+/i, '').trim();
    if (!token) return undefined;
    try {
      const { payload } = await jwtVerify(token, jwks, { issuer, algorithms: ['RS256', 'RS384', 'RS512'] });
      if (!audienceMatches(payload, audience)) return undefined;
      const claims = Object.fromEntries(
        Object.entries(payload).map(([name, value]) => [name, stringifyClaim(value)]),
      );
      const scope = payload.scope ?? payload.scp;
      return { jwt: { claims, scopes: typeof scope === 'string' ? scope.split(' ') : null } };
    } catch (error) {
      // A bad token is the caller's problem; an unreachable JWKS is ours, so say so.
      if (!(error instanceof errors.JOSEError) || error instanceof errors.JWKSTimeout) {
        console.error('[http-gateway] JWT authorizer could not verify a token:', error);
      }
      return undefined;
    }
  };
};

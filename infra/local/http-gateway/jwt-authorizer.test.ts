import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import type {
  APIGatewayEventRequestContextJWTAuthorizer,
  APIGatewayEventRequestContextV2WithAuthorizer,
} from 'aws-lambda';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpGateway } from './create-http-gateway';

type Context = APIGatewayEventRequestContextV2WithAuthorizer<APIGatewayEventRequestContextJWTAuthorizer>;

const serve = async (listener: RequestListener) => {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
};

const issuer = 'http://127.0.0.1:9229/local_pool';
const clientId = 'shop-web-client';
const keys = await generateKeyPair('RS256');
const otherKeys = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'key-1', alg: 'RS256', use: 'sig' };

const now = () => Math.floor(Date.now() / 1000);
const sign = (claims: JWTPayload, options: { key?: CryptoKey; issuer?: string; exp?: number } = {}) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'key-1' })
    .setIssuer(options.issuer ?? issuer)
    .setSubject('user-1')
    .setIssuedAt()
    .setExpirationTime(options.exp ?? now() + 3600)
    .sign(options.key ?? keys.privateKey);

const protectedRoute = vi.fn(async (event: { requestContext: unknown }) => ({
  context: event.requestContext,
}));
const publicRoute = vi.fn(async (event: { requestContext: unknown }) => ({ context: event.requestContext }));

let jwks: Awaited<ReturnType<typeof serve>>;
let api: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  jwks = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  const gateway = createHttpGateway({
    routes: [
      { method: 'GET', path: '/api/me', access: 'customer', invoke: protectedRoute },
      { method: 'GET', path: '/api/open', access: 'public', invoke: publicRoute },
    ],
    authorizer: { issuer, audience: clientId, jwksUrl: `${jwks.url}/.well-known/jwks.json` },
    mailLimit: { requests: 10, windowSeconds: 60 },
  });
  api = await serve(gateway.handleRequest);
});
afterAll(async () => {
  await api.close();
  await jwks.close();
});

const getMe = async (authorization?: string) => {
  const res = await fetch(`${api.url}/api/me`, authorization ? { headers: { authorization } } : undefined);
  return { status: res.status, body: (await res.json()) as { context?: Context; message?: string } };
};

describe('JWT authorizer', () => {
  it('passes a valid ID token and hands its claims over as API Gateway does', async () => {
    const token = await sign({
      aud: clientId,
      token_use: 'id',
      email: 'ada@example.com',
      email_verified: true,
      'cognito:groups': ['finance', 'customers'],
    });
    const { status, body } = await getMe(`Bearer ${token}`);
    expect(status).toBe(200);
    const { claims, scopes } = body.context?.authorizer.jwt ?? {};
    expect(claims).toMatchObject({
      sub: 'user-1',
      aud: clientId,
      iss: issuer,
      email: 'ada@example.com',
      email_verified: 'true',
      'cognito:groups': '[finance customers]',
    });
    expect(claims?.exp).toMatch(/^\d+$/);
    expect(scopes).toBeNull();
  });

  it('passes an access token without the Bearer prefix, checking client_id and giving its scopes', async () => {
    const token = await sign({
      client_id: clientId,
      token_use: 'access',
      scope: 'aws.cognito.signin.user.admin openid',
    });
    const { status, body } = await getMe(token);
    expect(status).toBe(200);
    expect(body.context?.authorizer.jwt.claims.client_id).toBe(clientId);
    expect(body.context?.authorizer.jwt.scopes).toEqual(['aws.cognito.signin.user.admin', 'openid']);
  });

  it.each([
    ['no token', async () => undefined],
    ['an empty bearer', async () => 'Bearer '],
    ['garbage', async () => 'Bearer not.a.jwt'],
    ['an expired token', async () => `Bearer ${await sign({ aud: clientId }, { exp: now() - 60 })}`],
    [
      'another issuer',
      async () => `Bearer ${await sign({ aud: clientId }, { issuer: 'https://evil.example' })}`,
    ],
    [
      'a key not in the JWKS',
      async () => `Bearer ${await sign({ aud: clientId }, { key: otherKeys.privateKey })}`,
    ],
    ['another audience', async () => `Bearer ${await sign({ aud: 'other-client' })}`],
    [
      'another client_id',
      async () => `Bearer ${await sign({ client_id: 'other-client', token_use: 'access' })}`,
    ],
    [
      'aud wrong though client_id right',
      async () => `Bearer ${await sign({ aud: 'x', client_id: clientId })}`,
    ],
  ])('answers 401 for %s without invoking the function', async (_case, authorization) => {
    protectedRoute.mockClear();
    const { status, body } = await getMe(await authorization());
    expect(status).toBe(401);
    expect(body).toEqual({ message: 'Unauthorized' });
    expect(protectedRoute).not.toHaveBeenCalled();
  });

  it('does not run on public routes', async () => {
    const res = await fetch(`${api.url}/api/open`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { context: Partial<Context> }).context.authorizer).toBeUndefined();
  });
});

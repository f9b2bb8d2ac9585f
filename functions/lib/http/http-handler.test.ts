import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { logger } from '../logger';
import { httpHandler } from './http-handler';
import { json } from './reply';

const context = {
  functionName: 'test',
  awsRequestId: 'r-1',
  getRemainingTimeInMillis: () => 1000,
} as Context;
const event = (routeKey: string) =>
  ({ routeKey, headers: {}, requestContext: { requestId: 'r-1' } }) as unknown as APIGatewayProxyEventV2;

const handler = httpHandler({
  'GET /api/x/ok': async () => json(200, { ok: true }),
  'GET /api/x/conflict': async () => {
    throw new AppError('already_subscribed');
  },
  'GET /api/x/bug': async () => {
    throw new Error('secret table name shop-prod in /var/task/index.js:12');
  },
});

const call = async (routeKey: string) => {
  const result = await handler(event(routeKey), context);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
};

describe('httpHandler', () => {
  it('dispatches by API Gateway route key', async () => {
    expect(await call('GET /api/x/ok')).toEqual({ status: 200, body: { ok: true } });
  });

  it('answers route_not_found for a route key the group does not serve', async () => {
    expect(await call('GET /api/x/missing')).toMatchObject({
      status: 404,
      body: { code: 'route_not_found' },
    });
  });

  it('maps an AppError to its catalogue status and code', async () => {
    expect(await call('GET /api/x/conflict')).toEqual({
      status: 409,
      body: { code: 'already_subscribed', type: 'conflict', message: 'This e-mail is already subscribed.' },
    });
  });

  it('turns an unexpected error into a generic 500 without internals', async () => {
    const { status, body } = await call('GET /api/x/bug');
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 'internal_error',
      type: 'internal',
      message: 'Something went wrong, try again shortly.',
    });
    expect(JSON.stringify(body)).not.toMatch(/secret|\/var\/task|stack/);
  });

  it('logs a failed request without its token or body, even at debug level', async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
    const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
    logger.setLogLevel('DEBUG');
    try {
      await handler(
        {
          ...event('GET /api/x/bug'),
          headers: { authorization: 'Bearer eyJ.secret-token.sig' },
          body: JSON.stringify({ password: 'Hunter2Secret' }),
        } as APIGatewayProxyEventV2,
        context,
      );
    } finally {
      logger.setLogLevel('INFO');
      out.mockRestore();
      err.mockRestore();
    }
    const log = written.join('');
    // The failure itself is logged, so the capture works…
    expect(log).toContain('unhandled error');
    // …but nothing a caller sent as a secret.
    expect(log).not.toContain('secret-token');
    expect(log).not.toContain('Hunter2Secret');
  });
});

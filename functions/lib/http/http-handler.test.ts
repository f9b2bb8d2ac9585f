import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { AppError } from '../errors';
import { logger } from '../logger';
import { httpHandler, maxPathParameterLength } from './http-handler';
import { json, text } from './reply';

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
    throw new AppError('product_rated_once');
  },
  'GET /api/x/bug': async () => {
    throw new Error('secret table name shop-prod in /var/task/index.js:12');
  },
  'GET /api/x/text': async () => text('User-agent: *', 'text/plain; charset=utf-8'),
  'GET /api/x/cacheable': async () => json(200, { ok: true }, { 'cache-control': 'public, max-age=60' }),
  'GET /api/x/busy': async () => {
    throw Object.assign(new Error('Too many requests'), {
      name: 'ThrottlingException',
      $metadata: { httpStatusCode: 400 },
    });
  },
});

/** SDK failures as the AWS SDK v3 throws them when a service is down, slow or throttling. */
const outages: Record<string, Error> = {
  'connection refused': Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3001'), {
    code: 'ECONNREFUSED',
  }),
  'connection reset': Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
  'a timeout': Object.assign(new Error('Connection timed out after 1000 ms'), { name: 'TimeoutError' }),
  'DynamoDB throttling': Object.assign(new Error('Throughput exceeds the current capacity'), {
    name: 'ProvisionedThroughputExceededException',
    $metadata: { httpStatusCode: 400 },
  }),
  'Cognito throttling': Object.assign(new Error('Rate exceeded'), {
    name: 'TooManyRequestsException',
    $metadata: { httpStatusCode: 429 },
  }),
  'an S3 slow-down': Object.assign(new Error('Please reduce your request rate.'), {
    name: 'SlowDown',
    $metadata: { httpStatusCode: 503 },
  }),
  'a service 5xx': Object.assign(new Error('Internal server error'), {
    name: 'InternalServerError',
    $fault: 'server',
    $metadata: { httpStatusCode: 500 },
  }),
  'a wrapped network error': new Error('request failed', {
    cause: Object.assign(new Error('getaddrinfo EAI_AGAIN email.eu-central-1.amazonaws.com'), {
      code: 'EAI_AGAIN',
    }),
  }),
};

const call = async (routeKey: string) => {
  const result = await handler(event(routeKey), context);
  return { status: result.statusCode, body: JSON.parse(String(result.body)) };
};

/** What the process wrote to stdout and stderr while `run` ran with the logger at debug level. */
const debugLogOf = async (run: () => Promise<unknown>): Promise<string> => {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  logger.setLogLevel('DEBUG');
  try {
    await run();
  } finally {
    logger.setLogLevel();
    out.mockRestore();
    err.mockRestore();
  }
  return written.join('');
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

  it('refuses a path parameter past the longest any route takes with 400 naming it, before the route runs', async () => {
    const withParameters = (pathParameters: Record<string, string>) =>
      handler({ ...event('GET /api/x/ok'), pathParameters }, context);
    const refused = await withParameters({ id: 'x'.repeat(maxPathParameterLength + 1) });
    expect({ status: refused.statusCode, body: JSON.parse(String(refused.body)) }).toMatchObject({
      status: 400,
      body: { code: 'invalid_data', fields: [{ path: 'id', message: 'too_long' }] },
    });
    expect((await withParameters({ id: 'x'.repeat(maxPathParameterLength) })).statusCode).toBe(200);
    // A page rendered per request takes its whole path; its route answers a long one with the not-found page.
    expect((await withParameters({ proxy: 'x'.repeat(4000) })).statusCode).toBe(200);
  });

  it('maps an AppError to its catalogue status and code', async () => {
    expect(await call('GET /api/x/conflict')).toEqual({
      status: 409,
      body: { code: 'product_rated_once', type: 'conflict', message: 'You have already rated this product.' },
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

  it('sends nosniff and no-store on every answer, JSON, text and errors alike', async () => {
    for (const routeKey of ['GET /api/x/ok', 'GET /api/x/text', 'GET /api/x/conflict', 'GET /api/x/bug']) {
      const { headers } = await handler(event(routeKey), context);
      expect(headers, routeKey).toMatchObject({
        'x-content-type-options': 'nosniff',
        'cache-control': 'no-store',
      });
    }
  });

  it('keeps the cache policy a route chose for a public read', async () => {
    const { headers } = await handler(event('GET /api/x/cacheable'), context);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=60',
    });
  });

  it.each(Object.entries(outages))(
    'answers 503 service_unavailable with Retry-After for %s',
    async (_, error) => {
      const outage = httpHandler({
        'GET /api/x/down': async () => {
          throw error;
        },
      });
      const result = await outage(event('GET /api/x/down'), context);
      expect(result.statusCode).toBe(503);
      expect(JSON.parse(String(result.body))).toMatchObject({
        code: 'service_unavailable',
        type: 'unavailable',
      });
      expect(Number(result.headers?.['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('answers a throttled dependency with 503 too, and a bug still with a plain 500', async () => {
    expect((await call('GET /api/x/busy')).status).toBe(503);
    const bug = await handler(event('GET /api/x/bug'), context);
    expect(bug.statusCode).toBe(500);
    expect(bug.headers?.['retry-after']).toBeUndefined();
  });

  it('logs a failed request without its token or body, even at debug level', async () => {
    const log = await debugLogOf(() =>
      handler(
        {
          ...event('GET /api/x/bug'),
          headers: { authorization: 'Bearer eyJ.secret-token.sig' },
          body: JSON.stringify({ password: 'Hunter2Secret' }),
        } as APIGatewayProxyEventV2,
        context,
      ),
    );
    // The failure itself is logged, so the capture works…
    expect(log).toContain('unhandled error');
    // …but nothing a caller sent as a secret.
    expect(log).not.toContain('secret-token');
    expect(log).not.toContain('Hunter2Secret');
  });

  describe('card data (PCI DSS SAQ A)', () => {
    const reached = vi.fn(async () => json(200, { ok: true }));
    const guarded = httpHandler({ 'POST /api/x/form': reached });
    const post = (changes: Partial<APIGatewayProxyEventV2>) =>
      guarded({ ...event('POST /api/x/form'), ...changes } as APIGatewayProxyEventV2, context);

    it.each([
      ['a card number in a JSON body', { body: JSON.stringify({ note: '4444 3333 2222 1111' }) }],
      ['a CVC in a JSON body', { body: JSON.stringify({ card: { cvc: '123' } }) }],
      [
        'a card number in a base64 body',
        {
          body: Buffer.from(JSON.stringify({ number: '5555555555554444' })).toString('base64'),
          isBase64Encoded: true,
        },
      ],
      ['a card number in a form body', { body: 'number=4444333322221111&month=12' }],
      ['a card number in the query', { queryStringParameters: { q: '4444333322221111' } }],
    ])('refuses %s with 400 card_data_refused before the route runs', async (_, changes) => {
      reached.mockClear();
      const result = await post(changes);
      expect(result.statusCode).toBe(400);
      expect(JSON.parse(String(result.body))).toMatchObject({
        code: 'card_data_refused',
        type: 'invalid_data',
      });
      expect(reached).not.toHaveBeenCalled();
    });

    it('lets a body without card data through to its route', async () => {
      reached.mockClear();
      const result = await post({ body: JSON.stringify({ method: 'blik', blikCode: '777123' }) });
      expect(result.statusCode).toBe(200);
      expect(reached).toHaveBeenCalledOnce();
    });

    it('logs nothing of a refused card, even at debug level', async () => {
      const log = await debugLogOf(() =>
        post({ body: JSON.stringify({ cardNumber: '4444333322221111', cvc: '987' }) }),
      );
      expect(log).not.toMatch(/4444333322221111|987/);
    });
  });
});

import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpGateway, type HttpRoute } from './create-http-gateway';

const authorizer = {
  issuer: 'http://127.0.0.1:1/pool',
  audience: 'client',
  jwksUrl: 'http://127.0.0.1:1/jwks.json',
};

/** Each route answers with its name and the event it got, as a bare object (so a 200 JSON reply). */
const named = (name: string, method: HttpRoute['method'], path: string): HttpRoute => ({
  method,
  path,
  access: 'public',
  invoke: async (event) => ({ name, event }),
});

const reply = (path: string, result: () => unknown): HttpRoute => ({
  method: 'GET',
  path,
  access: 'public',
  invoke: async () => result(),
});

const echo = vi.fn(async (event: APIGatewayProxyEventV2) => ({ name: 'echo', event }));

const routes: HttpRoute[] = [
  // Least specific first, so declaration order cannot be what picks the winner.
  named('catch-all', 'ANY', '/api/{proxy+}'),
  named('files', 'GET', '/api/files/{proxy+}'),
  named('any-item', 'ANY', '/api/items/{id}'),
  named('item', 'GET', '/api/items/{id}'),
  named('special', 'GET', '/api/items/special'),
  { method: 'POST', path: '/api/echo', access: 'public', invoke: echo },
  {
    method: 'POST',
    path: '/api/mail',
    access: 'public',
    sendsMail: true,
    invoke: async () => ({ sent: true }),
  },
  reply('/api/reply/string', () => 'just text'),
  reply('/api/reply/structured', () => ({
    statusCode: 201,
    headers: { 'Content-Type': 'text/plain', 'x-count': 3 },
    cookies: ['a=1; Path=/; HttpOnly', 'b=2'],
    body: 'created',
  })),
  reply('/api/reply/binary', () => ({
    statusCode: 200,
    headers: { 'content-type': 'application/octet-stream' },
    body: Buffer.from([0, 1, 2, 255]).toString('base64'),
    isBase64Encoded: true,
  })),
  reply('/api/reply/throws', () => {
    throw new Error('database password is hunter2');
  }),
  reply('/api/reply/malformed', () => ({ statusCode: 'teapot' })),
];

const serve = async (handler: Parameters<typeof createServer>[1]) => {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const mailLimit = { requests: 10, windowSeconds: 60 };
const gateway = createHttpGateway({ routes, authorizer, mailLimit });
let server: Awaited<ReturnType<typeof serve>>;
beforeAll(async () => {
  server = await serve(gateway.handleRequest);
});
afterAll(async () => {
  await gateway.close();
  await server.close();
});

interface Echoed {
  name: string;
  event: APIGatewayProxyEventV2;
}

const call = async (path: string, init?: RequestInit): Promise<Echoed> => {
  const res = await fetch(`${server.url}${path}`, init);
  expect(res.status).toBe(200);
  return (await res.json()) as Echoed;
};

describe('route matching', () => {
  it.each([
    ['GET', '/api/items/special', 'special', 'GET /api/items/special'],
    ['GET', '/api/items/42', 'item', 'GET /api/items/{id}'],
    ['DELETE', '/api/items/42', 'any-item', 'ANY /api/items/{id}'],
    ['POST', '/api/items/special', 'any-item', 'ANY /api/items/{id}'],
    ['GET', '/api/files/a/b', 'files', 'GET /api/files/{proxy+}'],
    ['POST', '/api/files/a/b', 'catch-all', 'ANY /api/{proxy+}'],
    ['GET', '/api/items', 'catch-all', 'ANY /api/{proxy+}'],
  ])('%s %s goes to %s', async (method, path, name, routeKey) => {
    const echoed = await call(path, { method });
    expect(echoed.name).toBe(name);
    expect(echoed.event.routeKey).toBe(routeKey);
    expect(echoed.event.requestContext.routeKey).toBe(routeKey);
  });

  it('decodes path parameters and gives the greedy tail as one parameter', async () => {
    expect((await call('/api/items/caf%C3%A9%20au%20lait')).event.pathParameters).toEqual({
      id: 'café au lait',
    });
    expect((await call('/api/files/docs/2026/a%2Fb.pdf')).event.pathParameters).toEqual({
      proxy: 'docs/2026/a/b.pdf',
    });
    expect((await call('/api/items/special')).event.pathParameters).toBeUndefined();
  });

  it('answers 404 like AWS when no route matches, with the API hardening headers', async () => {
    const bare = createHttpGateway({ routes: [named('only', 'GET', '/api/only')], authorizer, mailLimit });
    const other = await serve(bare.handleRequest);
    try {
      const res = await fetch(`${other.url}/api/missing`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
      expect(res.headers.get('apigw-requestid')).toMatch(/^[A-Za-z0-9]{15}=$/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect((await fetch(`${other.url}/api/only`, { method: 'POST' })).status).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('the payload format 2.0 event', () => {
  it('carries path, query, headers, cookies and request context', async () => {
    const { event } = await call('/api/items/7?tag=a&tag=b&q=caf%C3%A9&empty=', {
      headers: { 'User-Agent': 'vitest', 'X-Custom': 'yes', Cookie: 'session=abc; theme=dark' },
    });
    expect(event.version).toBe('2.0');
    expect(event.rawPath).toBe('/api/items/7');
    expect(event.rawQueryString).toBe('tag=a&tag=b&q=caf%C3%A9&empty=');
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', q: 'café', empty: '' });
    expect(event.cookies).toEqual(['session=abc', 'theme=dark']);
    expect(event.headers['x-custom']).toBe('yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(event.headers['x-forwarded-port']).toBe(String(server.port));
    expect(event.isBase64Encoded).toBe(false);
    expect(event.body).toBeUndefined();
    const context = event.requestContext;
    expect(context).toMatchObject({
      accountId: expect.any(String),
      apiId: expect.any(String),
      domainName: '127.0.0.1',
      domainPrefix: '127',
      http: {
        method: 'GET',
        path: '/api/items/7',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
      requestId: expect.stringMatching(/^[A-Za-z0-9]{15}=$/),
      routeKey: 'GET /api/items/{id}',
      stage: '$default',
    });
    expect(context.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
    expect(new Date(context.timeEpoch).getUTCDate()).toBe(Number(context.time.slice(0, 2)));
    expect(event.pathParameters).toEqual({ id: '7' });
  });

  it('joins repeated headers with commas', async () => {
    const body = await new Promise<string>((resolve, reject) => {
      const req = request(`${server.url}/api/items/7`, { headers: { 'x-multi': ['one', 'two'] } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve(text));
      });
      req.on('error', reject);
      req.end();
    });
    expect((JSON.parse(body) as Echoed).event.headers['x-multi']).toBe('one,two');
  });

  it('passes text bodies as they are and base64-encodes the rest', async () => {
    const post = async (body: BodyInit, contentType?: string) => {
      const headers = contentType ? { 'content-type': contentType } : undefined;
      return (await call('/api/echo', { method: 'POST', body, ...(headers && { headers }) })).event;
    };
    expect(await post('{"email":"a@b.c"}', 'application/json; charset=utf-8')).toMatchObject({
      body: '{"email":"a@b.c"}',
      isBase64Encoded: false,
    });
    expect(await post('héllo', 'text/plain')).toMatchObject({ body: 'héllo', isBase64Encoded: false });
    const bytes = new Uint8Array([0, 1, 2, 253, 254, 255]);
    expect(await post(bytes, 'application/octet-stream')).toMatchObject({
      body: Buffer.from(bytes).toString('base64'),
      isBase64Encoded: true,
    });
    expect(await post('a=1&b=2', 'application/x-www-form-urlencoded')).toMatchObject({
      body: Buffer.from('a=1&b=2').toString('base64'),
      isBase64Encoded: true,
    });
  });

  it('refuses a body over 10 MiB with 413 without invoking the function', async () => {
    echo.mockClear();
    const res = await fetch(`${server.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(10 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(echo).not.toHaveBeenCalled();
  });
});

describe('mail limit', () => {
  it('lets one IP send 10 requests a minute to routes that send mail, then answers 429 with Retry-After', async () => {
    const send = () => fetch(`${server.url}/api/mail`, { method: 'POST' });
    for (let i = 0; i < 10; i++) expect((await send()).status).toBe(200);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ code: 'too_many_requests', type: 'throttled' });
    // Routes that send no mail are not counted.
    expect((await fetch(`${server.url}/api/items/1`)).status).toBe(200);
    // A reset (test files sharing one runtime) forgets what was counted.
    gateway.resetLimits();
    expect((await send()).status).toBe(200);
  });
});

describe('response mapping', () => {
  it('sends a bare string or object as a 200 JSON body', async () => {
    const text = await fetch(`${server.url}/api/reply/string`);
    expect(text.status).toBe(200);
    expect(text.headers.get('content-type')).toBe('application/json');
    expect(await text.text()).toBe('just text');
    const object = await fetch(`${server.url}/api/items/1`);
    expect(object.headers.get('content-type')).toBe('application/json');
    expect(((await object.json()) as Echoed).name).toBe('item');
  });

  it('maps statusCode, headers and cookies of a structured result', async () => {
    const res = await fetch(`${server.url}/api/reply/structured`);
    expect(res.status).toBe(201);
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('x-count')).toBe('3');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/; HttpOnly', 'b=2']);
    expect(await res.text()).toBe('created');
  });

  it('decodes a base64 body', async () => {
    const res = await fetch(`${server.url}/api/reply/binary`);
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array([0, 1, 2, 255]));
  });

  it.each(['throws', 'malformed'])('answers 500 without internals when the function %s', async (path) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await fetch(`${server.url}/api/reply/${path}`);
      expect(res.status).toBe(500);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ message: 'Internal Server Error' });
      expect(text).not.toContain('hunter2');
      expect(log).toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });
});

describe('close', () => {
  it('waits for requests under way, then refuses new ones', async () => {
    let started: () => void = () => undefined;
    const invoked = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish: (value: unknown) => void = () => undefined;
    const slow: HttpRoute = {
      method: 'GET',
      path: '/api/slow',
      access: 'public',
      invoke: () => {
        started();
        return new Promise((resolve) => {
          finish = resolve;
        });
      },
    };
    const closing = createHttpGateway({ routes: [slow], authorizer, mailLimit });
    const other = await serve(closing.handleRequest);
    try {
      const pending = fetch(`${other.url}/api/slow`);
      await invoked;
      let closed = false;
      // Two callers close it (e.g. Ctrl-C during a test's stop): both wait, and both are told.
      const closingDone = Promise.all([closing.close(), closing.close()]).then(() => {
        closed = true;
      });
      expect((await fetch(`${other.url}/api/slow`)).status).toBe(503);
      expect(closed).toBe(false);
      finish({ done: true });
      expect(await (await pending).json()).toEqual({ done: true });
      await closingDone;
      expect(closed).toBe(true);
    } finally {
      await other.close();
    }
  });
});

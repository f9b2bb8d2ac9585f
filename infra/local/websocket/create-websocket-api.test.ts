import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { createWebSocketApi, type WebSocketApiOptions } from './create-websocket-api';
import type { WebSocketEvent } from './websocket-event';

type Invoke = WebSocketApiOptions['invoke'];

// The local runtime sets this too; Lambda runs Node 22, this machine Node 20.
vi.stubEnv('AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED', 'true');

const started: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(started.splice(0).map((stop) => stop()));
});

/** A WebSocket API on an http server of its own, as the local runtime mounts it. */
const start = async (invoke: Invoke, options: Partial<WebSocketApiOptions> = {}) => {
  const api = createWebSocketApi({
    stage: 'live',
    routes: ['$connect', '$disconnect', 'subscribe'],
    invoke,
    ...options,
  });
  const server = createServer(api.managementHandler);
  server.on('upgrade', api.handleUpgrade);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const management = new ApiGatewayManagementApiClient({
    endpoint: `http://127.0.0.1:${port}/live`,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  started.push(async () => {
    await api.close();
    management.destroy();
    await new Promise((resolve) => server.close(resolve));
  });
  return { api, management, url: `ws://127.0.0.1:${port}/live` };
};

/** Resolves with the open socket, or rejects with the HTTP status of a refused handshake. */
const connect = (url: string) =>
  new Promise<WebSocket>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { 'User-Agent': 'vitest-ws' } });
    socket.once('open', () => resolve(socket));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });

const nextMessage = (socket: WebSocket) =>
  new Promise<string>((resolve) => socket.once('message', (data) => resolve(data.toString())));

const closed = (socket: WebSocket) =>
  new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

/** Records every event and answers 200 unless a route says otherwise. */
const recorder = (answers: Record<string, (event: WebSocketEvent) => Promise<unknown>> = {}) => {
  const events: WebSocketEvent[] = [];
  const invoke = vi.fn(async (event: WebSocketEvent) => {
    events.push(event);
    const answer = answers[event.requestContext.routeKey];
    return answer ? answer(event) : { statusCode: 200 };
  });
  const routeEvents = (routeKey: string) =>
    events.filter((event) => event.requestContext.routeKey === routeKey);
  return { invoke, events, routeEvents };
};

describe('$connect', () => {
  it('accepts the socket on a 2xx and passes query, headers and request context', async () => {
    const { invoke, routeEvents } = recorder();
    const { api, url } = await start(invoke);
    const socket = await connect(`${url}?token=abc.def`);
    const [event] = routeEvents('$connect');
    expect(event?.queryStringParameters).toEqual({ token: 'abc.def' });
    expect(event?.headers?.['User-Agent']).toBe('vitest-ws');
    expect(event?.requestContext).toMatchObject({
      routeKey: '$connect',
      eventType: 'CONNECT',
      messageDirection: 'IN',
      stage: 'live',
      domainName: '127.0.0.1',
      connectionId: expect.stringMatching(/^[A-Za-z0-9]{15}=$/),
      connectedAt: expect.any(Number),
      requestTimeEpoch: expect.any(Number),
      requestId: expect.any(String),
      extendedRequestId: expect.any(String),
      apiId: expect.any(String),
      identity: { sourceIp: '127.0.0.1', userAgent: 'vitest-ws' },
    });
    expect(event?.requestContext.requestTime).toMatch(
      /^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/,
    );
    expect(api.connections()).toEqual([event?.requestContext.connectionId]);
    socket.close();
  });

  it.each([
    ['a 401 result', async () => ({ statusCode: 401 }), 401],
    ['a 403 result', async () => ({ statusCode: 403, body: '{"message":"Forbidden"}' }), 403],
    [
      'a thrown error',
      async () => {
        throw new Error('boom');
      },
      500,
    ],
  ])('refuses the handshake on %s', async (_case, answer, status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { api, url } = await start(recorder({ $connect: answer }).invoke);
      await expect(connect(url)).rejects.toThrow(`refused ${status}`);
      expect(api.connections()).toEqual([]);
    } finally {
      log.mockRestore();
    }
  });

  it('refuses another path than the stage', async () => {
    const { invoke } = recorder();
    const { url } = await start(invoke);
    await expect(connect(url.replace('/live', '/dev'))).rejects.toThrow('refused 403');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('does not let the function post to the connection before $connect has finished', async () => {
    let posted: unknown;
    const { management, url } = await start(
      recorder({
        $connect: async (event) => {
          const command = new PostToConnectionCommand({
            ConnectionId: event.requestContext.connectionId,
            Data: 'hi',
          });
          posted = await management.send(command).catch((error: unknown) => error);
          return { statusCode: 200 };
        },
      }).invoke,
    );
    (await connect(url)).close();
    expect(posted).toBeInstanceOf(GoneException);
  });
});

describe('messages', () => {
  it('routes by action and sends the route response body back', async () => {
    const { invoke, routeEvents } = recorder({
      subscribe: async () => ({ statusCode: 200, body: '{"type":"subscribed"}' }),
    });
    const { url } = await start(invoke);
    const socket = await connect(url);
    const reply = nextMessage(socket);
    socket.send('{"action":"subscribe","topic":"user#1"}');
    expect(await reply).toBe('{"type":"subscribed"}');
    const [event] = routeEvents('subscribe');
    expect(event?.body).toBe('{"action":"subscribe","topic":"user#1"}');
    expect(event?.requestContext).toMatchObject({ eventType: 'MESSAGE', messageId: expect.any(String) });
    socket.close();
  });

  it('answers Forbidden when no route matches and there is no $default', async () => {
    const { invoke } = recorder();
    const { url } = await start(invoke);
    const socket = await connect(url);
    for (const message of ['{"action":"unknown"}', 'not json', '{"action":"$connect"}']) {
      const reply = nextMessage(socket);
      socket.send(message);
      expect(JSON.parse(await reply)).toMatchObject({
        message: 'Forbidden',
        connectionId: expect.any(String),
      });
    }
    expect(invoke).toHaveBeenCalledTimes(1);
    socket.close();
  });

  it('falls back to $default when that route exists', async () => {
    const { invoke, routeEvents } = recorder({ $default: async (event) => `echo ${event.body}` });
    const { url } = await start(invoke, { routes: ['$connect', '$default'] });
    const socket = await connect(url);
    const reply = nextMessage(socket);
    socket.send('{"action":"unknown"}');
    expect(await reply).toBe('echo {"action":"unknown"}');
    expect(routeEvents('$default')).toHaveLength(1);
    socket.close();
  });

  it('answers an error frame when the route fails', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { url } = await start(
        recorder({
          subscribe: async () => {
            throw new Error('boom');
          },
        }).invoke,
      );
      const socket = await connect(url);
      const reply = nextMessage(socket);
      socket.send('{"action":"subscribe"}');
      expect(JSON.parse(await reply)).toMatchObject({ message: 'Internal server error' });
      socket.close();
    } finally {
      log.mockRestore();
    }
  });

  it('closes with 1009 on a message over 128 KB', async () => {
    const { invoke } = recorder();
    const { url } = await start(invoke);
    const socket = await connect(url);
    const code = closed(socket);
    socket.send(JSON.stringify({ action: 'subscribe', data: 'x'.repeat(128 * 1024) }));
    expect(await code).toBe(1009);
    expect(invoke.mock.calls.map(([event]) => event.requestContext.routeKey)).not.toContain('subscribe');
  });
});

describe('@connections', () => {
  const connected = async (invoke: Invoke) => {
    const api = await start(invoke);
    const socket = await connect(api.url);
    const [connectionId] = api.api.connections();
    if (!connectionId) throw new Error('no connection');
    return { ...api, socket, connectionId };
  };

  it('PostToConnection delivers a text frame', async () => {
    const { management, socket, connectionId } = await connected(recorder().invoke);
    const frame = nextMessage(socket);
    await management.send(
      new PostToConnectionCommand({ ConnectionId: connectionId, Data: '{"status":"paid"}' }),
    );
    expect(await frame).toBe('{"status":"paid"}');
    socket.close();
  });

  it('GetConnection describes the connection', async () => {
    const { management, socket, connectionId } = await connected(recorder().invoke);
    const connection = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(connection.ConnectedAt).toBeInstanceOf(Date);
    expect(connection.LastActiveAt).toBeInstanceOf(Date);
    expect(connection.Identity).toEqual({ SourceIp: '127.0.0.1', UserAgent: 'vitest-ws' });
    socket.close();
  });

  it('DeleteConnection closes the socket and fires $disconnect', async () => {
    const { invoke, routeEvents } = recorder();
    const { api, management, socket, connectionId } = await connected(invoke);
    const code = closed(socket);
    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await code).toBe(1000);
    await vi.waitFor(() => expect(routeEvents('$disconnect')).toHaveLength(1));
    expect(routeEvents('$disconnect')[0]?.requestContext).toMatchObject({
      eventType: 'DISCONNECT',
      connectionId,
    });
    expect(api.connections()).toEqual([]);
  });

  it('answers GoneException (410) for a stale connection id', async () => {
    const { management, socket, connectionId } = await connected(recorder().invoke);
    const code = closed(socket);
    socket.close();
    await code;
    const expectGone = async (sending: Promise<unknown>) => {
      const error = await sending.catch((e: unknown) => e);
      expect(error).toBeInstanceOf(GoneException);
      expect((error as GoneException).name).toBe('GoneException');
      expect((error as GoneException).$metadata.httpStatusCode).toBe(410);
    };
    await expectGone(
      management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'late' })),
    );
    await expectGone(management.send(new GetConnectionCommand({ ConnectionId: connectionId })));
    await expectGone(management.send(new DeleteConnectionCommand({ ConnectionId: 'never-existed' })));
  });
});

describe('connection lifetime', () => {
  it('fires $disconnect with the close code when the client closes', async () => {
    const { invoke, routeEvents } = recorder();
    const { url } = await start(invoke);
    const socket = await connect(url);
    socket.close(4000, 'bye');
    await vi.waitFor(() => expect(routeEvents('$disconnect')).toHaveLength(1));
    expect(routeEvents('$disconnect')[0]?.requestContext).toMatchObject({
      disconnectStatusCode: 4000,
      disconnectReason: 'bye',
    });
  });

  it.each([
    ['idle', { idleTimeoutMs: 20 }],
    ['too old', { maxLifetimeMs: 20 }],
  ])('closes a connection that is %s with 1001', async (_case, limits) => {
    const { invoke, routeEvents } = recorder();
    const { url } = await start(invoke, limits);
    const socket = await connect(url);
    expect(await closed(socket)).toBe(1001);
    await vi.waitFor(() => expect(routeEvents('$disconnect')).toHaveLength(1));
  });

  it('close() closes every socket and waits for $disconnect', async () => {
    const { invoke, routeEvents } = recorder();
    const { api, url } = await start(invoke);
    const sockets = await Promise.all([connect(url), connect(url)]);
    const codes = Promise.all(sockets.map(closed));
    await api.close();
    expect(await codes).toEqual([1001, 1001]);
    expect(routeEvents('$disconnect')).toHaveLength(2);
    expect(api.connections()).toEqual([]);
  });
});

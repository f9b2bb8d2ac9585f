import { type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { type WebSocket, WebSocketServer } from 'ws';
import { awsId } from '../http-gateway/aws-format';
import { createManagementHandler, maxMessageBytes, type OpenConnection } from './management-api';
import { routeSelector } from './route-selection';
import {
  type ConnectionInfo,
  connectEvent,
  connectionInfo,
  disconnectEvent,
  messageEvent,
  type WebSocketEvent,
} from './websocket-event';

export interface WebSocketApiOptions {
  stage: string;
  /** Route keys with an integration, e.g. `['$connect', '$disconnect', 'subscribe']`; `$default` is optional. */
  routes: readonly string[];
  /** The routes' Lambda; resolves to what it returns (`{ statusCode?, body? }`, a string, or nothing). */
  invoke: (event: WebSocketEvent) => Promise<unknown>;
  /** Only `$request.body.<path>` is supported. */
  routeSelectionExpression?: string;
  idleTimeoutMs?: number;
  maxLifetimeMs?: number;
}

export interface WebSocketApi {
  /** For an http server's 'upgrade' event; clients connect to `/{stage}`. */
  handleUpgrade: (req: IncomingMessage, socket: Duplex, head: Buffer) => void;
  /** Serves `/{stage}/@connections/{connectionId}` (the endpoint of `ApiGatewayManagementApiClient`). */
  managementHandler: (req: IncomingMessage, res: ServerResponse) => void;
  /** Ids of the open connections. */
  connections: () => string[];
  /** Closes every connection (1001) and resolves once their `$disconnect` invocations have finished. */
  close: () => Promise<void>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const statusOf = (result: unknown): number =>
  isRecord(result) && typeof result.statusCode === 'number' ? result.statusCode : 200;

const bodyOf = (result: unknown): string | undefined => {
  if (typeof result === 'string') return result;
  return isRecord(result) && typeof result.body === 'string' ? result.body : undefined;
};

/** Refuses a handshake with a plain HTTP response; the socket is never upgraded. */
const refuse = (socket: Duplex, status: number, body = '') => {
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
};

/** An emulator of an API Gateway WebSocket API with Lambda proxy integrations and its `@connections` API. */
export const createWebSocketApi = ({
  stage,
  routes,
  invoke,
  routeSelectionExpression = '$request.body.action',
  idleTimeoutMs = 10 * 60 * 1000,
  maxLifetimeMs = 2 * 60 * 60 * 1000,
}: WebSocketApiOptions): WebSocketApi => {
  const selectRoute = routeSelector(routeSelectionExpression, routes);
  // ws closes a socket sending a bigger message with 1009, as AWS does.
  const server = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: maxMessageBytes });
  const open = new Map<string, OpenConnection>();
  const disconnects = new Set<Promise<unknown>>();

  const invokeRoute = async (event: WebSocketEvent): Promise<unknown> => {
    try {
      return await invoke(event);
    } catch (error) {
      console.error(`[websocket] ${event.requestContext.routeKey} failed:`, error);
      throw error;
    }
  };

  // ws quietly drops frames sent to a socket that has closed meanwhile.
  const onMessage = async (connection: OpenConnection, body: string) => {
    const { info, socket } = connection;
    connection.lastActiveAt = Date.now();
    const reply = (message: string) =>
      socket.send(JSON.stringify({ message, connectionId: info.connectionId, requestId: awsId() }));
    const routeKey = selectRoute(body);
    if (!routeKey) return reply('Forbidden');
    try {
      const answer = bodyOf(await invokeRoute(messageEvent(info, routeKey, body)));
      if (answer !== undefined) socket.send(answer);
    } catch {
      reply('Internal server error');
    }
  };

  const onOpen = (socket: WebSocket, info: ConnectionInfo) => {
    const connection: OpenConnection = { info, socket, lastActiveAt: info.connectedAt };
    open.set(info.connectionId, connection);
    const goAway = () => socket.close(1001, 'Going away');
    const idle = setTimeout(goAway, idleTimeoutMs).unref();
    const lifetime = setTimeout(goAway, maxLifetimeMs).unref();
    socket.on('message', (data) => {
      idle.refresh();
      void onMessage(connection, data.toString());
    });
    // ws closes the socket itself after a protocol error (e.g. 1009); nothing more to do here.
    socket.on('error', () => undefined);
    socket.on('close', (code, reason) => {
      clearTimeout(idle);
      clearTimeout(lifetime);
      open.delete(info.connectionId);
      const done = invokeRoute(disconnectEvent(info, code, reason.toString()))
        .catch(() => undefined)
        .finally(() => disconnects.delete(done));
      disconnects.add(done);
    });
  };

  const handleUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer): void => {
    socket.on('error', () => socket.destroy());
    const path = req.url?.split('?')[0];
    if (path !== `/${stage}` && path !== `/${stage}/`) {
      refuse(socket, 403, '{"message":"Forbidden"}');
      return;
    }
    const info = connectionInfo(req, stage);
    // The connection exists for @connections only once $connect has succeeded.
    invokeRoute(connectEvent(info, req)).then(
      (result) => {
        const status = statusOf(result);
        if (status < 200 || status > 299) return refuse(socket, status, bodyOf(result));
        server.handleUpgrade(req, socket, head, (ws) => onOpen(ws, info));
      },
      () => refuse(socket, 500, '{"message":"Internal server error"}'),
    );
  };

  const disconnect = ({ info, socket }: OpenConnection) => {
    open.delete(info.connectionId);
    socket.close(1000);
  };

  const close = async (): Promise<void> => {
    server.close();
    const sockets = [...open.values()].map(({ socket }) => socket);
    await Promise.all(
      sockets.map((socket) => {
        const closed = new Promise((resolve) => socket.once('close', resolve));
        socket.close(1001, 'Going away');
        return closed;
      }),
    );
    await Promise.all(disconnects);
  };

  return {
    handleUpgrade,
    managementHandler: createManagementHandler(stage, open, disconnect),
    connections: () => [...open.keys()],
    close,
  };
};

import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { WebSocket } from 'ws';
import { readBody } from '../read-body';
import type { ConnectionInfo } from './websocket-event';

export interface OpenConnection {
  info: ConnectionInfo;
  socket: WebSocket;
  lastActiveAt: number;
}

/** AWS's limit on a WebSocket message, posted or received. */
export const maxMessageBytes = 128 * 1024;

const send = (res: ServerResponse, status: number, body?: unknown, headers: OutgoingHttpHeaders = {}) => {
  res.writeHead(status, { ...(body !== undefined && { 'content-type': 'application/json' }), ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
};

/** A REST-JSON error; the SDK takes the error's name from `x-amzn-errortype`. */
const fail = (res: ServerResponse, status: number, type: string, message: string) =>
  send(res, status, { __type: type, message }, { 'x-amzn-errortype': type });

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * The `@connections` API at `/{stage}/@connections/{connectionId}`: POST sends the body as a text
 * frame, GET describes the connection, DELETE closes it. A connection that is not open (unknown,
 * closed, or still inside its `$connect`) is gone (410). Requests are not signature-checked.
 */
export const createManagementHandler =
  (
    stage: string,
    open: ReadonlyMap<string, OpenConnection>,
    disconnect: (connection: OpenConnection) => void,
  ) =>
  (req: IncomingMessage, res: ServerResponse): void => {
    const [, stageSegment, resource, id, ...rest] = (req.url?.split('?')[0] ?? '').split('/').map(decode);
    if (stageSegment !== stage || resource !== '@connections' || !id || rest.length > 0) {
      send(res, 404, { message: 'Not Found' });
      return;
    }
    void readBody(req, res, maxMessageBytes).then(
      (body) => {
        const connection = open.get(id);
        if (!connection || connection.socket.readyState !== WebSocket.OPEN) {
          return fail(res, 410, 'GoneException', `Connection ${id} is gone`);
        }
        const { info, socket, lastActiveAt } = connection;
        switch (req.method) {
          case 'POST':
            if (body === 'too-large') return fail(res, 413, 'PayloadTooLargeException', 'Message too long');
            socket.send(body, { binary: false });
            return send(res, 200);
          case 'GET':
            return send(res, 200, {
              connectedAt: new Date(info.connectedAt).toISOString(),
              identity: { sourceIp: info.sourceIp, userAgent: info.userAgent },
              lastActiveAt: new Date(lastActiveAt).toISOString(),
            });
          case 'DELETE':
            disconnect(connection);
            return send(res, 204);
          default:
            return send(res, 404, { message: 'Not Found' });
        }
      },
      () => res.destroy(),
    );
  };

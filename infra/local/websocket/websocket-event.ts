import type { IncomingMessage } from 'node:http';
import type { APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { awsId, awsRequestTime } from '../http-gateway/aws-format';

/** The event a WebSocket API sends its Lambda proxy integration; `headers` and query only on `$connect`. */
export type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  headers?: Record<string, string>;
  multiValueHeaders?: Record<string, string[]>;
  requestContext: {
    identity: { sourceIp: string; userAgent?: string };
    disconnectStatusCode?: number;
    disconnectReason?: string;
  };
};

/** What API Gateway knows about a connection from its upgrade request. */
export interface ConnectionInfo {
  connectionId: string;
  connectedAt: number;
  domainName: string;
  stage: string;
  sourceIp: string;
  userAgent: string | undefined;
}

export const connectionInfo = (req: IncomingMessage, stage: string): ConnectionInfo => ({
  connectionId: awsId(),
  connectedAt: Date.now(),
  domainName: (req.headers.host ?? 'localhost').replace(/:\d+$/, ''),
  stage,
  sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
  userAgent: req.headers['user-agent'],
});

type EventType = WebSocketEvent['requestContext']['eventType'];

const requestContext = (info: ConnectionInfo, routeKey: string, eventType: EventType) => {
  const now = new Date();
  const requestId = awsId();
  return {
    routeKey,
    eventType,
    extendedRequestId: requestId,
    requestTime: awsRequestTime(now),
    messageDirection: 'IN' as const,
    stage: info.stage,
    connectedAt: info.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: info.sourceIp, ...(info.userAgent !== undefined && { userAgent: info.userAgent }) },
    requestId,
    domainName: info.domainName,
    connectionId: info.connectionId,
    apiId: 'local',
  };
};

/** AWS sends `messageId` only with messages, though @types/aws-lambda declares it always. */
const withoutMessageId = (context: ReturnType<typeof requestContext>) =>
  context as WebSocketEvent['requestContext'];

/** Headers keep the client's spelling; single-value maps keep the last of repeated values, as AWS does. */
const valueMaps = (pairs: [string, string][]) => {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of pairs) {
    single[name] = value;
    multi[name] = [...(multi[name] ?? []), value];
  }
  return { single, multi };
};

const headerPairs = (raw: string[]): [string, string][] =>
  raw.flatMap((name, i): [string, string][] => (i % 2 === 0 ? [[name, raw[i + 1] ?? '']] : []));

export const connectEvent = (info: ConnectionInfo, req: IncomingMessage): WebSocketEvent => {
  const headers = valueMaps(headerPairs(req.rawHeaders));
  const query = valueMaps([...new URLSearchParams(req.url?.split('?')[1] ?? '')]);
  const hasQuery = Object.keys(query.single).length > 0;
  return {
    requestContext: withoutMessageId(requestContext(info, '$connect', 'CONNECT')),
    headers: headers.single,
    multiValueHeaders: headers.multi,
    ...(hasQuery && { queryStringParameters: query.single, multiValueQueryStringParameters: query.multi }),
    isBase64Encoded: false,
  };
};

export const messageEvent = (info: ConnectionInfo, routeKey: string, body: string): WebSocketEvent => ({
  requestContext: { ...requestContext(info, routeKey, 'MESSAGE'), messageId: awsId() },
  body,
  isBase64Encoded: false,
});

export const disconnectEvent = (
  info: ConnectionInfo,
  statusCode: number,
  reason: string,
): WebSocketEvent => ({
  requestContext: {
    ...withoutMessageId(requestContext(info, '$disconnect', 'DISCONNECT')),
    disconnectStatusCode: statusCode,
    disconnectReason: reason,
  },
  isBase64Encoded: false,
});

import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { subscribeMessageSchema, userTopic } from '../../shared/live';
import { websocketConnectionTtlSeconds } from '../../shared/settings';
import { verifyToken } from '../lib/http/verify-token';
import { logger } from '../lib/logger';
import {
  getConnection,
  removeConnection,
  saveConnection,
  subscribeConnection,
} from '../lib/table/live-connections';

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

const reply = (statusCode: number, body?: unknown): APIGatewayProxyResultV2 => ({
  statusCode,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

const connect = async (event: WebSocketEvent) => {
  const token = event.queryStringParameters?.token;
  const sub = token ? (await verifyToken(token))?.sub : undefined;
  if (!sub) return reply(401);
  await saveConnection(
    { connectionId: event.requestContext.connectionId, sub },
    websocketConnectionTtlSeconds,
  );
  return reply(200);
};

/** `{action:'subscribe', topic}`: a customer may watch only their own topics. */
const subscribe = async (event: WebSocketEvent) => {
  const { connectionId } = event.requestContext;
  const connection = await getConnection(connectionId);
  if (!connection) return reply(401, { type: 'error', code: 'unauthenticated' });
  let message: unknown;
  try {
    message = JSON.parse(event.body ?? '');
  } catch {
    return reply(400, { type: 'error', code: 'invalid_json' });
  }
  const parsed = subscribeMessageSchema.safeParse(message);
  if (!parsed.success) return reply(400, { type: 'error', code: 'invalid_data' });
  if (parsed.data.topic !== userTopic(connection.sub))
    return reply(403, { type: 'error', code: 'not_allowed' });
  await subscribeConnection(parsed.data.topic, connection, websocketConnectionTtlSeconds);
  return reply(200, { type: 'subscribed', topic: parsed.data.topic });
};

export const handler = async (event: WebSocketEvent): Promise<APIGatewayProxyResultV2> => {
  const { routeKey, connectionId } = event.requestContext;
  switch (routeKey) {
    case '$connect':
      return connect(event);
    case '$disconnect':
      await removeConnection(connectionId);
      return reply(200);
    case 'subscribe':
      return subscribe(event);
    default:
      logger.warn('unknown WebSocket route', { routeKey });
      return reply(400, { type: 'error', code: 'route_not_found' });
  }
};

import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { subscribeMessageSchema } from '#shared/live';
import { websocketConnectionTtlSeconds } from '#shared/settings';
import { verifyToken } from '../lib/http/verify-token';
import { logger } from '../lib/logger';
import { getConnection, removeConnection, saveConnection } from '../lib/table/live-connections';
import { deps } from '../use-cases/live/deps';
import { watchTopic } from '../use-cases/live/watch-topic';

type WebSocketEvent = APIGatewayProxyWebsocketEventV2 & {
  queryStringParameters?: Record<string, string | undefined>;
};

const reply = (statusCode: number, body?: unknown): APIGatewayProxyResultV2 => ({
  statusCode,
  ...(body === undefined ? {} : { body: JSON.stringify(body) }),
});

/** A signed-in customer connects with `?token=` (refused when it does not verify), a guest without. */
const connect = async (event: WebSocketEvent) => {
  const token = event.queryStringParameters?.token;
  const caller = token === undefined ? undefined : await verifyToken(token);
  if (token !== undefined && !caller) return reply(401);
  await saveConnection(
    {
      connectionId: event.requestContext.connectionId,
      ...(caller ? { sub: caller.sub } : {}),
      ...(caller?.groups.length ? { groups: caller.groups } : {}),
    },
    websocketConnectionTtlSeconds,
  );
  return reply(200);
};

/** `{action:'subscribe', topic, token?}`: only a topic the connection proves access to (watch-topic.ts). */
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
  const { topic, token } = parsed.data;
  const watched = await watchTopic(deps(), { connection, topic, ...(token ? { token } : {}) });
  if (!watched.ok) return reply(403, { type: 'error', code: watched.code });
  return reply(200, { type: 'subscribed', topic });
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

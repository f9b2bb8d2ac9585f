import {
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

// WebSocket connections and their topic subscriptions (access pattern 30). Every item expires with
// the connection's 2-hour lifetime, so a missed $disconnect leaves nothing behind for long.

export const connectionKeys = {
  connection: (connectionId: string) => ({ pk: `CONN#${connectionId}`, sk: 'CONN' }),
  subscription: (topic: string, connectionId: string) => ({
    pk: `TOPIC#${topic}`,
    sk: `CONN#${connectionId}`,
  }),
  /** All items of one connection, for cleanup: gsi1. */
  ofConnection: (connectionId: string) => ({ gsi1pk: `CONN#${connectionId}`, gsi1sk: 'CONN' }),
};

export interface Connection {
  connectionId: string;
  /** The signed-in customer's verified id; absent for a guest's connection. */
  sub?: string;
  /** The staff groups of a signed-in staff member's token (a finance export's topic asks for `finance`). */
  groups?: string[];
}

const ttl = (now: Date, lifetimeSeconds: number) => Math.floor(now.getTime() / 1000) + lifetimeSeconds;

export const saveConnection = async (connection: Connection, lifetimeSeconds: number, now = new Date()) => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKeys.connection(connection.connectionId),
        ...connectionKeys.ofConnection(connection.connectionId),
        ...connection,
        connectedAt: now.toISOString(),
        expiresAt: ttl(now, lifetimeSeconds),
      },
    }),
  );
};

export const getConnection = async (connectionId: string): Promise<Connection | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: connectionKeys.connection(connectionId) }),
  );
  if (!Item) return undefined;
  return {
    connectionId: String(Item.connectionId),
    ...(Item.sub ? { sub: String(Item.sub) } : {}),
    ...(Array.isArray(Item.groups) && Item.groups.length > 0 ? { groups: Item.groups.map(String) } : {}),
  };
};

export const subscribeConnection = async (
  topic: string,
  connection: Connection,
  lifetimeSeconds: number,
  now = new Date(),
) => {
  await documents().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...connectionKeys.subscription(topic, connection.connectionId),
        gsi1pk: connectionKeys.ofConnection(connection.connectionId).gsi1pk,
        gsi1sk: `TOPIC#${topic}`,
        topic,
        connectionId: connection.connectionId,
        expiresAt: ttl(now, lifetimeSeconds),
      },
    }),
  );
};

export const connectionsOfTopic = async (topic: string): Promise<string[]> => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :conn)',
      ExpressionAttributeValues: { ':pk': `TOPIC#${topic}`, ':conn': 'CONN#' },
    }),
  );
  return Items.map((item) => String(item.connectionId));
};

/** Removes a connection and every subscription it held. */
export const removeConnection = async (connectionId: string): Promise<void> => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': connectionKeys.ofConnection(connectionId).gsi1pk },
      ProjectionExpression: 'pk, sk',
    }),
  );
  for (let i = 0; i < Items.length; i += 25) {
    const chunk = Items.slice(i, i + 25);
    await documents().send(
      new BatchWriteCommand({
        RequestItems: {
          [tableName()]: chunk.map((Key) => ({ DeleteRequest: { Key: { pk: Key.pk, sk: Key.sk } } })),
        },
      }),
    );
  }
  // Unprocessed deletes are left to the TTL; the connection item itself is removed directly, since
  // the index may lag behind a just-written subscription.
  await documents().send(
    new DeleteCommand({ TableName: tableName(), Key: connectionKeys.connection(connectionId) }),
  );
};

import { CreateTableCommand, type DynamoDBClient, ResourceInUseException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';

// Where the simulated Partner Center keeps its state, as a remote service keeps its own: in a table
// of its own in DynamoDB Local (`npm start`, the integration tests), never in the shop's table, so a
// restart with data kept finds every tenant and subscription again. Unit tests use the memory store.

export interface SimulatorStore {
  get<T>(collection: string, id: string): Promise<T | undefined>;
  put(collection: string, id: string, value: object): Promise<void>;
  /** Writes only when nothing has the id yet; false when something had. */
  putIfAbsent(collection: string, id: string, value: object): Promise<boolean>;
  list<T>(collection: string): Promise<T[]>;
}

export const memoryStore = (): SimulatorStore => {
  const collections = new Map<string, Map<string, object>>();
  const of = (collection: string) => {
    const found = collections.get(collection) ?? new Map<string, object>();
    collections.set(collection, found);
    return found;
  };
  // Copies in and out, as a database would: a caller never changes what is stored by accident.
  const copy = <T>(value: unknown) => structuredClone(value) as T;
  return {
    get: async (collection, id) => copy(of(collection).get(id)),
    put: async (collection, id, value) => void of(collection).set(id, copy(value)),
    putIfAbsent: async (collection, id, value) => {
      if (of(collection).has(id)) return false;
      of(collection).set(id, copy(value));
      return true;
    },
    list: async (collection) => [...of(collection).values()].map((value) => copy(value)),
  };
};

/** The store in a table of its own (`pk` the collection, `sk` the id), created on first use. */
export const dynamoStore = (client: () => DynamoDBClient, tableName: string): SimulatorStore => {
  let ready: Promise<DynamoDBDocumentClient> | undefined;
  const documents = () => {
    ready ??= (async () => {
      try {
        await client().send(
          new CreateTableCommand({
            TableName: tableName,
            BillingMode: 'PAY_PER_REQUEST',
            AttributeDefinitions: [
              { AttributeName: 'pk', AttributeType: 'S' },
              { AttributeName: 'sk', AttributeType: 'S' },
            ],
            KeySchema: [
              { AttributeName: 'pk', KeyType: 'HASH' },
              { AttributeName: 'sk', KeyType: 'RANGE' },
            ],
          }),
        );
      } catch (error) {
        if (!(error instanceof ResourceInUseException)) throw error;
      }
      return DynamoDBDocumentClient.from(client(), { marshallOptions: { removeUndefinedValues: true } });
    })();
    return ready;
  };
  return {
    get: async (collection, id) => {
      const { Item } = await (await documents()).send(
        new GetCommand({ TableName: tableName, Key: { pk: collection, sk: id }, ConsistentRead: true }),
      );
      return Item?.value;
    },
    put: async (collection, id, value) => {
      await (await documents()).send(
        new PutCommand({ TableName: tableName, Item: { pk: collection, sk: id, value } }),
      );
    },
    putIfAbsent: async (collection, id, value) => {
      try {
        await (await documents()).send(
          new PutCommand({
            TableName: tableName,
            Item: { pk: collection, sk: id, value },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return true;
      } catch (error) {
        if ((error as { name?: string }).name === 'ConditionalCheckFailedException') return false;
        throw error;
      }
    },
    list: async (collection) => {
      const values: unknown[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const page = await (await documents()).send(
          new QueryCommand({
            TableName: tableName,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': collection },
            ConsistentRead: true,
            ...(start ? { ExclusiveStartKey: start } : {}),
          }),
        );
        values.push(...(page.Items ?? []).map((item) => item.value));
        start = page.LastEvaluatedKey;
      } while (start);
      return values as never[];
    },
  };
};

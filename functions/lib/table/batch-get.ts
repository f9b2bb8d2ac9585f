import {
  BatchGetCommand,
  type BatchGetCommandInput,
  type BatchGetCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

// Reading many items by their keys at once (BatchGetItem), consistently: the stock and products of a
// basket's lines, orders by their owners' keys, a partner's profile and terms.

/** BatchGetItem's limit of keys per request. */
const batchKeys = 100;

type Keys = NonNullable<BatchGetCommandInput['RequestItems']>[string]['Keys'];

/** Every item of the keys, resending what DynamoDB reports unprocessed until all are read. */
export const getAll = async (keys: NonNullable<Keys>): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += batchKeys) {
    let pending: Keys = keys.slice(i, i + batchKeys);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const output: BatchGetCommandOutput = await documents().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
      );
      items.push(...(output.Responses?.[tableName()] ?? []));
      pending = output.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return items;
};

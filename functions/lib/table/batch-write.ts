import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

// Writing many items at once (BatchWriteItem), outside any transaction: the seeded catalogue, an
// order's search items.

/** BatchWriteItem's limit of requests per call. */
const batchLimit = 25;

/** Puts the items 25 at a time, resending what DynamoDB reports unprocessed until all are in. */
export const putAll = async (items: Record<string, unknown>[]): Promise<void> => {
  for (let i = 0; i < items.length; i += batchLimit) {
    let requests = items.slice(i, i + batchLimit).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      const { UnprocessedItems } = await documents().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
};

import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

// Writing many items at once (BatchWriteItem), outside any transaction: the seeded catalogue, an
// order's search items.

/** BatchWriteItem's limit of requests per call. */
const batchLimit = 25;
/** Calls of one batch at the most: what DynamoDB left unprocessed, or a call that got no answer in time. */
const maxAttempts = 8;

/** No answer within the client's time-out: the puts may or may not have landed, and sending them again writes the same. */
const timedOut = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'TimeoutError' || (error as { code?: string }).code === 'ETIMEDOUT');

/**
 * Puts the items 25 at a time, resending what DynamoDB reports unprocessed, or a whole batch that got no
 * answer in time (a put again writes the same item), until all are in or a batch has had its attempts.
 */
export const putAll = async (items: Record<string, unknown>[]): Promise<void> => {
  for (let i = 0; i < items.length; i += batchLimit) {
    let requests = items.slice(i, i + batchLimit).map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, Math.min(1000, 50 * 2 ** attempt)));
      try {
        const { UnprocessedItems } = await documents().send(
          new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
        );
        requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      } catch (error) {
        if (!timedOut(error) || attempt + 1 >= maxAttempts) throw error;
      }
    }
  }
};

import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import { cursorOf, type Key, keyOfCursor } from './page-cursor';

/**
 * Up to `limit` items of one partition from where `cursor` left off (a cursor of another partition
 * starts from the top), in sort key order or `descending`; the cursor of the page after, if any.
 */
export const partitionPage = async (
  pk: string,
  cursor: string | undefined,
  limit: number,
  { descending = false }: { descending?: boolean } = {},
): Promise<{ items: Record<string, unknown>[]; cursor?: string }> => {
  const { Items = [], LastEvaluatedKey } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
      ScanIndexForward: !descending,
      Limit: limit,
      ExclusiveStartKey: keyOfCursor(cursor, ['pk', pk]),
    }),
  );
  const next = cursorOf(LastEvaluatedKey as Key | undefined);
  return next ? { items: Items, cursor: next } : { items: Items };
};

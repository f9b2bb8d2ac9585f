import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documents } from '../dynamo';
import type { Key } from './page-cursor';

/**
 * How many items a Query matches, counted by DynamoDB (items not returned) up to `cap` + 1: one more
 * stands for "more than this", so a count of a list's tab never reads a year of history.
 */
export const countUpTo = async (
  input: Omit<QueryCommandInput, 'Select' | 'Limit' | 'ExclusiveStartKey'>,
  cap: number,
): Promise<number> => {
  let count = 0;
  let from: Key | undefined;
  do {
    const { Count = 0, LastEvaluatedKey } = await documents().send(
      new QueryCommand({ ...input, Select: 'COUNT', Limit: cap + 1 - count, ExclusiveStartKey: from }),
    );
    count += Count;
    from = LastEvaluatedKey as Key | undefined;
  } while (from && count <= cap);
  return count;
};

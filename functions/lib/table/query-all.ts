import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

/** Every item a Query on the table (or one of its indexes) matches, page after page. */
export const queryAll = async (
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for await (const page of paginateQuery({ client: documents() }, { ...input, TableName: tableName() })) {
    items.push(...(page.Items ?? []));
  }
  return items;
};

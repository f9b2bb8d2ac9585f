import { paginateQuery, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';

type PagedQuery = Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>;

/** The items a Query on the table (or one of its indexes) matches, one page at a time. */
export async function* queryPages(input: PagedQuery): AsyncGenerator<Record<string, unknown>[]> {
  for await (const page of paginateQuery({ client: documents() }, { ...input, TableName: tableName() })) {
    yield page.Items ?? [];
  }
}

/** Every item a Query on the table (or one of its indexes) matches, page after page. */
export const queryAll = async (input: PagedQuery): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(input)) items.push(...page);
  return items;
};

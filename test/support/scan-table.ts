import { ScanCommand, type ScanCommandInput, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '#functions/lib/dynamo';

/**
 * Every item of the table the filter keeps, read page by page: a test's look at the whole table, never
 * a request path. A runtime several files share holds more than one page.
 */
export const scanTable = async (
  filter: Pick<
    ScanCommandInput,
    'FilterExpression' | 'ExpressionAttributeValues' | 'ProjectionExpression'
  > = {},
): Promise<NonNullable<ScanCommandOutput['Items']>> => {
  const items: NonNullable<ScanCommandOutput['Items']> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents().send(
      new ScanCommand({ TableName: tableName(), ...filter, ExclusiveStartKey }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

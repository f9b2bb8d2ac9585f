import { ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '#functions/lib/dynamo';
import type { Runtime } from '#infra/local/runtime';

/**
 * The payment.settled events the outbox holds for a payment, once the outbox caught up (a test may
 * scan; a route never does): how the payments tests count settlements.
 */
export const settledEventsOf = async (runtime: Runtime, paymentId: string) => {
  await runtime.outboxCaughtUp();
  const items: NonNullable<ScanCommandOutput['Items']> = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  // Every page: a runtime other files share holds more than one scan page.
  do {
    const page = await documents().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'detailType = :type AND contains(detail, :payment)',
        ExpressionAttributeValues: { ':type': 'payment.settled', ':payment': `"paymentId":"${paymentId}"` },
        ExclusiveStartKey,
      }),
    );
    items.push(...(page.Items ?? []));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
};

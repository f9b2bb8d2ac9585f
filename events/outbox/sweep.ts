import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { documents, tableName } from '../../functions/lib/dynamo';
import { logger } from '../../functions/lib/logger';
import { type OutboxItem, outboxKeys } from '../../functions/lib/table/outbox';
import { publishOutboxItems } from './publish-items';

/** Items younger than this are still the stream's to publish. */
const graceMs = 2 * 60_000;

/**
 * Scheduled safety net: republishes outbox items still pending after the grace period, e.g. when
 * the stream publisher gave up after its retries. Nothing a customer did is lost to a bus outage.
 */
export const handler = async (): Promise<{ republished: number; failed: number }> => {
  const before = ulid(Date.now() - graceMs);
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pending AND gsi1sk < :before',
      ExpressionAttributeValues: { ':pending': outboxKeys.pendingPartition, ':before': before },
      Limit: 100,
    }),
  );
  const failed = await publishOutboxItems(Items as OutboxItem[]);
  if (Items.length > 0)
    logger.info('outbox sweep', { republished: Items.length - failed.size, failed: failed.size });
  return { republished: Items.length - failed.size, failed: failed.size };
};

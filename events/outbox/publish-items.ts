import { PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '#functions/lib/config';
import { documents, tableName } from '#functions/lib/dynamo';
import { eventBridge } from '#functions/lib/event-bridge';
import { logger } from '#functions/lib/logger';
import type { OutboxItem } from '#functions/lib/table/outbox';

const putEventsLimit = 10;

/**
 * Puts outbox items on the bus (10 per call, the PutEvents limit) and marks the delivered ones
 * published. Returns the ids of the items the bus refused, for the caller to retry.
 */
export const publishOutboxItems = async (items: OutboxItem[]): Promise<Set<string>> => {
  const failed = new Set<string>();
  const busName = config('eventBus').EVENT_BUS_NAME;
  for (let i = 0; i < items.length; i += putEventsLimit) {
    const chunk = items.slice(i, i + putEventsLimit);
    const result = await eventBridge()
      .send(
        new PutEventsCommand({
          Entries: chunk.map((item) => ({
            EventBusName: busName,
            Source: item.source,
            DetailType: item.detailType,
            Detail: item.detail,
          })),
        }),
      )
      .catch((error: Error) => {
        logger.warn('PutEvents failed; the batch will be retried', { error });
        return undefined;
      });
    chunk.forEach((item, index) => {
      const entry = result?.Entries?.[index];
      if (!entry?.EventId || entry.ErrorCode) failed.add(item.eventId);
    });
  }
  const published = items.filter((item) => !failed.has(item.eventId));
  await Promise.all(published.map(markPublished));
  return failed;
};

const markPublished = (item: OutboxItem) =>
  documents().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: { pk: item.pk, sk: item.sk },
      UpdateExpression: 'SET publishedAt = :now REMOVE gsi1pk, gsi1sk',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    }),
  );

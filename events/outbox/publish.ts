import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import type { OutboxItem } from '#functions/lib/table/outbox';
import { publishOutboxItems } from './publish-items';

/**
 * Stream → bus. The stream's event filter (infra/wiring.ts) lets only new outbox items through.
 * When the bus refuses an entry, the first refused record is reported, so the stream retries from it
 * on; consumers de-duplicate the events that were already delivered.
 */
export const handler = async (event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> => {
  const records = event.Records.flatMap((record) => {
    const image = record.dynamodb?.NewImage;
    const sequence = record.dynamodb?.SequenceNumber;
    if (!image || !sequence) return [];
    return [{ sequence, item: unmarshall(image as Parameters<typeof unmarshall>[0]) as OutboxItem }];
  });
  const failed = await publishOutboxItems(records.map((r) => r.item));
  const firstFailure = records.find((r) => failed.has(r.item.eventId));
  return { batchItemFailures: firstFailure ? [{ itemIdentifier: firstFailure.sequence }] : [] };
};

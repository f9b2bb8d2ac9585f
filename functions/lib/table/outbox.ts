import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type * as z from 'zod/mini';
import type { EventContract } from '#events/contracts/define-event';
import { documents, tableName } from '../dynamo';

// The transactional outbox: an event is written in the same transaction as the change it announces
// (`commitGuarded` in transaction.ts), so it is published if and only if the change committed. The
// table's stream feeds the publisher (events/outbox/publish.ts); items stay findable as pending until
// published, and expire after 7 days.

export const outboxKeys = {
  item: (eventId: string) => ({ pk: `OUTBOX#${eventId}`, sk: 'OUTBOX' }),
  pendingPartition: 'OUTBOX#PENDING',
  prefix: 'OUTBOX#',
};

const retentionSeconds = 7 * 24 * 60 * 60;

export interface OutboxItem {
  pk: string;
  sk: string;
  gsi1pk?: string;
  gsi1sk?: string;
  eventId: string;
  source: string;
  detailType: string;
  detail: string;
  expiresAt: number;
  publishedAt?: string;
}

export const outboxItem = <S extends z.ZodMiniType>(
  contract: EventContract<S>,
  data: z.infer<S>,
  options: { topics?: string[]; now?: Date; eventId?: string } = {},
): OutboxItem => {
  const now = options.now ?? new Date();
  const eventId = options.eventId ?? ulid(now.getTime());
  const detail = {
    eventId,
    version: contract.version,
    occurredAt: now.toISOString(),
    ...(options.topics ? { topics: options.topics } : {}),
    data,
  };
  return {
    ...outboxKeys.item(eventId),
    gsi1pk: outboxKeys.pendingPartition,
    gsi1sk: eventId,
    eventId,
    source: contract.source,
    detailType: contract.name,
    detail: JSON.stringify(contract.detail.parse(detail)),
    expiresAt: Math.floor(now.getTime() / 1000) + retentionSeconds,
  };
};

/** Outbox items not yet published, oldest first: with `before` (an event id) only older ones. */
export const pendingOutboxItems = async ({ before, limit }: { before?: string; limit?: number } = {}) => {
  const { Items = [] } = await documents().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: `gsi1pk = :pending${before === undefined ? '' : ' AND gsi1sk < :before'}`,
      ExpressionAttributeValues: {
        ':pending': outboxKeys.pendingPartition,
        ...(before === undefined ? {} : { ':before': before }),
      },
      Limit: limit,
    }),
  );
  return Items as OutboxItem[];
};

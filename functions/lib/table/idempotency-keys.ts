import { createHash } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documents, tableName } from '../dynamo';
import type { TransactItem } from './transaction';

// Idempotency records of API requests (access pattern 16): a client's `Idempotency-Key` within a
// scope (route family and caller), kept 24 hours with the hash of the request body and the id of
// what the first request created. Only the key's SHA-256 is stored. The record is written in the
// transaction of the change it guards, so a key is spent if and only if the change committed.

export const idempotencyLifetimeSeconds = 24 * 60 * 60;

export const sha256 = (text: string): string => createHash('sha256').update(text).digest('hex');

export const idempotencyKeys = {
  item: (scope: string, key: string) => ({ pk: `IDEMPOTENCY#${scope}`, sk: sha256(key) }),
};

export interface IdempotencyRecord {
  bodyHash: string;
  /** The id of what the first request created. */
  resultId: string;
}

const epochSeconds = (moment: Date) => Math.floor(moment.getTime() / 1000);

export const idempotencyItems = {
  /** The spent key; its condition fails while an unexpired record of the same key exists. */
  put: (scope: string, key: string, record: IdempotencyRecord, now: Date): TransactItem => ({
    Put: {
      TableName: tableName(),
      Item: {
        ...idempotencyKeys.item(scope, key),
        ...record,
        expiresAt: epochSeconds(now) + idempotencyLifetimeSeconds,
      },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt <= :now',
      ExpressionAttributeValues: { ':now': epochSeconds(now) },
    },
  }),
};

/** The unexpired record of a key (the TTL deletes late, so expiry is checked on read too). */
export const idempotencyRecord = async (
  scope: string,
  key: string,
  now: Date,
): Promise<IdempotencyRecord | undefined> => {
  const { Item } = await documents().send(
    new GetCommand({ TableName: tableName(), Key: idempotencyKeys.item(scope, key), ConsistentRead: true }),
  );
  if (!Item || Number(Item.expiresAt) <= epochSeconds(now)) return undefined;
  return { bodyHash: String(Item.bodyHash), resultId: String(Item.resultId) };
};

import { createHash } from 'node:crypto';
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { documents, tableName } from '#functions/lib/dynamo';

// A consumer's work done at most once per event: a conditional claim before it, its completion after.
// The records are the ones Powertools idempotency (2.35, DynamoDBPersistenceLayer with `keyAttr: 'pk'`,
// `sortKeyAttr: 'sk'`, `expiryAttr: 'expiresAt'`, `eventKeyJmesPath: 'eventId'`, 7 days) wrote before
// this replaced it, at the same keys and attributes, so records written by either count for the other:
//
//   pk                      the consumer's partition, `IDEMPOTENCY#<function>#<event>` (`staticPkValue`)
//   sk                      `<AWS_LAMBDA_FUNCTION_NAME>#<md5 of JSON.stringify(eventId), base64>` (the
//                           function's name from the environment, trimmed, '' locally: `getHashedIdempotencyKey`)
//   status                  `INPROGRESS` from the claim, `COMPLETED` once the work has succeeded
//   expiresAt               epoch seconds, rounded: 7 days after the claim, then after the completion
//                           (the table's TTL attribute)
//   in_progress_expiration  epoch milliseconds: the claim's time plus what the invocation had left
//                           (`getRemainingTimeInMillis`); absent when the context cannot say
//   data                    the work's result, when it returned one (not read back)
//
// The claim is a Put conditioned on no record, an expired one, or an INPROGRESS one whose invocation has
// run out (a crashed or timed-out one): two deliveries at once, one claims. A claim that finds a COMPLETED
// record skips the work; one that finds an INPROGRESS record throws (SQS delivers the event again later);
// one that finds a record expired since DynamoDB's check tries again (three times in all). A work that
// throws deletes its claim and throws on, so a later delivery does it; a completion that cannot be written
// throws too, leaving the claim until its invocation's time is up.

const expiresAfterSeconds = 7 * 24 * 60 * 60;
const claimAttempts = 3;

/** The sort key of an event's record in its consumer's partition. */
export const eventOnceSortKey = (eventId: string): string => {
  const prefix = (process.env.AWS_LAMBDA_FUNCTION_NAME ?? '').trim();
  return `${prefix}#${createHash('md5').update(JSON.stringify(eventId)).digest('base64')}`;
};

const expiresAt = (now: number) => Math.round(now / 1000 + expiresAfterSeconds);

/** One event of one consumer: its partition, the event's id, and what is left of the invocation (ms). */
export interface EventOnceClaim {
  pk: string;
  eventId: string;
  remainingMs: number | undefined;
}

type Stored = { status?: unknown; expiresAt?: unknown };
type Key = { pk: string; sk: string };

/** An error naming the event's record. */
const failure = ({ pk, sk }: Key, what: string, cause?: unknown) =>
  new Error(`event ${sk} of ${pk} ${what}`, { cause });

/** Claims the event: true, or the record found in the way. */
const claim = async (key: Key, remainingMs: number | undefined): Promise<true | Stored | undefined> => {
  const now = Date.now();
  try {
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...key,
          expiresAt: expiresAt(now),
          status: 'INPROGRESS',
          ...(remainingMs ? { in_progress_expiration: now + remainingMs } : {}),
        },
        ConditionExpression:
          'attribute_not_exists(#id) OR #expiry < :now OR ' +
          '(#status = :inprogress AND attribute_exists(#in_progress_expiry) AND #in_progress_expiry < :now_in_millis)',
        ExpressionAttributeNames: {
          '#id': 'pk',
          '#expiry': 'expiresAt',
          '#in_progress_expiry': 'in_progress_expiration',
          '#status': 'status',
        },
        ExpressionAttributeValues: { ':now': now / 1000, ':now_in_millis': now, ':inprogress': 'INPROGRESS' },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name !== 'ConditionalCheckFailedException')
      throw failure(key, 'not claimed', error);
    const old = (error as { Item?: Record<string, AttributeValue> }).Item;
    if (old) return unmarshall(old);
    return (
      await documents().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }))
    ).Item;
  }
};

const complete = (key: Key, result: unknown) => {
  const withResult = result !== undefined;
  return documents().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: key,
      UpdateExpression: `SET #expiry = :expiry, #status = :status${withResult ? ', #response_data = :response_data' : ''}`,
      ExpressionAttributeNames: {
        '#expiry': 'expiresAt',
        '#status': 'status',
        ...(withResult ? { '#response_data': 'data' } : {}),
      },
      ExpressionAttributeValues: {
        ':expiry': expiresAt(Date.now()),
        ':status': 'COMPLETED',
        ...(withResult ? { ':response_data': result } : {}),
      },
    }),
  );
};

/**
 * Runs `work` once for the event in the consumer's partition: not at all when the record says it was
 * done (unexpired), throwing when another invocation holds it (see the layout above).
 */
export const onceForEvent = async (
  { pk, eventId, remainingMs }: EventOnceClaim,
  work: () => Promise<unknown>,
): Promise<void> => {
  const key = { pk, sk: eventOnceSortKey(eventId) };
  for (let attempt = 1; ; attempt++) {
    const found = await claim(key, remainingMs);
    if (found === true) break;
    if (!found) throw failure(key, 'claimed elsewhere and gone');
    if (typeof found.expiresAt === 'number' && Date.now() / 1000 > found.expiresAt) {
      if (attempt < claimAttempts) continue;
      throw failure(key, 'expired while claimed');
    }
    if (found.status === 'COMPLETED') return;
    throw failure(
      key,
      found.status === 'INPROGRESS' ? 'in progress elsewhere' : `is ${String(found.status)}`,
    );
  }
  let result: unknown;
  try {
    result = await work();
  } catch (error) {
    await documents()
      .send(new DeleteCommand({ TableName: tableName(), Key: key }))
      .catch((cause: unknown) => {
        throw failure(key, 'failed and its claim was not deleted', cause);
      });
    throw error;
  }
  await complete(key, result).catch((cause: unknown) => {
    throw failure(key, 'done but not recorded as completed', cause);
  });
};

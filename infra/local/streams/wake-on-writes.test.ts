import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient, GetItemCommand, PutItemCommand, QueryCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { wakeOnClientWrites, wakeOnDataFolderWrites } from './wake-on-writes';

/** A client whose requests never leave the process: each is answered empty before it is sent. */
const answeringClient = () => {
  const client = new DynamoDBClient({
    region: 'eu-central-1',
    endpoint: 'http://127.0.0.1:9',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  client.middlewareStack.add(() => async () => ({ output: { $metadata: {} }, response: {} }), {
    step: 'finalizeRequest',
    name: 'answerEmpty',
  });
  return client;
};

describe('wakeOnClientWrites', () => {
  it('wakes after each write through the client, never after a read', async () => {
    const client = answeringClient();
    const wake = vi.fn();
    wakeOnClientWrites(client, wake);
    const key = { pk: { S: 'a' }, sk: { S: 'b' } };
    await client.send(new GetItemCommand({ TableName: 'shop', Key: key }));
    await client.send(
      new QueryCommand({
        TableName: 'shop',
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': { S: 'a' } },
      }),
    );
    expect(wake).not.toHaveBeenCalled();
    await client.send(new PutItemCommand({ TableName: 'shop', Item: key }));
    expect(wake).toHaveBeenCalledTimes(1);
    client.destroy();
  });
});

describe('wakeOnDataFolderWrites', () => {
  it('wakes when a file in the folder changes, whoever wrote it', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'shop-wake-'));
    const wake = vi.fn();
    const stop = wakeOnDataFolderWrites(folder, wake, () => undefined);
    try {
      writeFileSync(join(folder, 'shared-local-instance.db'), 'written');
      await vi.waitFor(() => expect(wake).toHaveBeenCalled(), { timeout: 5_000, interval: 20 });
    } finally {
      stop();
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('says so and carries on when the folder cannot be watched', () => {
    const log = vi.fn();
    const stop = wakeOnDataFolderWrites(join(tmpdir(), 'shop-wake-missing', 'dynamodb'), vi.fn(), log);
    expect(log).toHaveBeenCalledWith(expect.stringContaining('cannot watch'));
    stop();
  });
});

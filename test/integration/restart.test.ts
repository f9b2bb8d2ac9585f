import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { documents, tableName } from '../../functions/lib/dynamo';
import { freePortRun } from '../../infra/local/ports';
import { startRuntime } from '../../infra/local/runtime';
import { seed } from '../../infra/local/seed';
import { eventually, signIn } from '../support/runtime';

// npm start keeps data across restarts and seeds only once.

const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Like npm start: the same ports on both starts (the warm SDK clients of the handlers keep them).
const port = await freePortRun(5);
const logged: string[] = [];
const start = () =>
  startRuntime({
    port,
    dataDir,
    visibilityScale: 0.005,
    pollIntervalMs: 50,
    logLevel: 'ERROR',
    log: (line) => logged.push(line),
  });

const subscribe = (siteUrl: string) =>
  fetch(`${siteUrl}/api/cms/newsletter`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'stays@example.pl', consent: true }),
  });

describe('local data across restarts', () => {
  it('keeps subscribers, users and mail after a restart, and does not seed twice', async () => {
    const first = await start();
    expect((await subscribe(first.siteUrl)).status).toBe(201);
    await first.queues['newsletter-confirmation']?.queue.drained();
    const mailsBefore = first.mail.list().length;
    await first.stop();

    const second = await start();
    try {
      expect((await subscribe(second.siteUrl)).status).toBe(409);
      expect(second.mail.list().length).toBe(mailsBefore);
      expect(await seed(second.cognito.client, second.cognito.userPoolId)).toBe(0);
    } finally {
      await second.stop();
    }
  });
});

describe('a dead DynamoDB Local', () => {
  it('answers health 503 with Retry-After while it is down, restarts it and keeps the data', async () => {
    const runtime = await start();
    try {
      const health = () => fetch(`${runtime.siteUrl}/api/common/health`);
      expect((await health()).status).toBe(200);
      const kept = { pk: 'TEST#restart', sk: 'KEPT' };
      await documents().send(new PutCommand({ TableName: tableName(), Item: kept }));

      await runtime.killDynamoDbLocal();
      const down = await health();
      expect(down.status).toBe(503);
      expect(down.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(await down.json()).toMatchObject({ code: 'service_unavailable' });

      await eventually(async () => (await health()).status === 200, 60_000);
      await eventually(() => logged.some((line) => /DynamoDB Local restarted/.test(line)));
      const { Item } = await documents().send(new GetCommand({ TableName: tableName(), Key: kept }));
      expect(Item).toEqual(kept);
    } finally {
      await runtime.stop();
    }
  }, 120_000);
});

describe('a dead cognito-local', () => {
  it('is started again with its users kept, so customers can sign in once more', async () => {
    const runtime = await start();
    try {
      const signInDemo = () => signIn(runtime, 'klient@demo.sklep.local', 'Demo1234');
      const { sub } = await signInDemo();

      await runtime.killCognitoLocal();
      await expect(signInDemo()).rejects.toThrow();

      await eventually(() => logged.some((line) => /cognito-local restarted/.test(line)), 60_000);
      expect((await signInDemo()).sub).toBe(sub);
    } finally {
      await runtime.stop();
    }
  }, 120_000);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePortRun } from '../../infra/local/ports';
import { startRuntime } from '../../infra/local/runtime';
import { seed } from '../../infra/local/seed';

// npm start keeps data across restarts and seeds only once.

const dataDir = mkdtempSync(join(tmpdir(), 'shop-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Like npm start: the same ports on both starts (the warm SDK clients of the handlers keep them).
const port = await freePortRun(5);
const start = () =>
  startRuntime({ port, dataDir, visibilityScale: 0.005, pollIntervalMs: 50, logLevel: 'ERROR' });

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

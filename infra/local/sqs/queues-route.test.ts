import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueue, type Queue } from './queue';
import { queuesRoute } from './queues-route';

// The bench's switch of the queues' deliveries: held, a queue keeps what is sent to it; resumed, its
// consumer gets all of it.

const identity = { region: 'eu-central-1', account: '123456789012' };
let server: Server | undefined;
let queues: Queue[] = [];

afterEach(async () => {
  await Promise.all(queues.map((queue) => queue.stop()));
  await new Promise((done) => server?.close(done));
});

const start = async () => {
  const delivered: string[] = [];
  const dlq = createQueue({ ...identity, name: 'orders-dlq' });
  const queue = createQueue({
    ...identity,
    name: 'orders',
    batchSize: 10,
    visibilityTimeoutMs: 1000,
    maxReceiveCount: 3,
    dlq,
    consumer: async (event) => {
      delivered.push(...event.Records.map((record) => record.body));
      return undefined;
    },
  });
  queues = [queue];
  queue.start();
  server = createServer(queuesRoute([{ queue, dlq }]));
  await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const call = (method: string, query = '') =>
    fetch(`http://127.0.0.1:${port}/_local/queues${query}`, { method });
  return { queue, delivered, call };
};

describe('the local queues route', () => {
  it('holds the deliveries and resumes them, answering what each queue holds', async () => {
    const { queue, delivered, call } = await start();
    expect((await call('PUT', '?delivering=false')).status).toBe(200);
    queue.send('held');
    await sleep(50);
    expect(delivered).toEqual([]);
    expect(await (await call('GET')).json()).toEqual([{ name: 'orders', messages: 1, deadLetters: 0 }]);
    expect((await call('PUT', '?delivering=true')).status).toBe(200);
    await queue.drained();
    expect(delivered).toEqual(['held']);
  });

  it('refuses a switch it does not know, and other methods', async () => {
    const { call } = await start();
    const refused = await call('PUT', '?delivering=maybe');
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ code: 'invalid_data', fields: [{ path: 'delivering' }] });
    expect((await call('DELETE')).status).toBe(405);
  });
});

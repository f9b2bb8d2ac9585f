import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEventBus } from './bus';
import { createEventBridgeEndpoint } from './endpoint';

const bodies: string[] = [];
let server: Server;
let url: string;
let client: EventBridgeClient;

beforeAll(async () => {
  const bus = createEventBus({
    name: 'shop',
    region: 'eu-central-1',
    account: '123456789012',
    rules: [
      { name: 'all-cms', pattern: { source: ['shop.cms'] }, target: async (body) => void bodies.push(body) },
    ],
  });
  server = createServer(createEventBridgeEndpoint(bus));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = new EventBridgeClient({
    endpoint: url,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  server.close();
  await once(server, 'close');
});

describe('EventBridge endpoint with the AWS SDK v3 client', () => {
  it('puts events and routes them by rule', async () => {
    const output = await client.send(
      new PutEventsCommand({
        Entries: [
          {
            EventBusName: 'shop',
            Source: 'shop.cms',
            DetailType: 'newsletter.subscribed',
            Detail: JSON.stringify({ email: 'a@example.com' }),
            Time: new Date('2026-01-02T03:04:05Z'),
          },
          { EventBusName: 'shop', Source: 'shop.orders', DetailType: 'order.placed', Detail: '{}' },
        ],
      }),
    );

    expect(output.FailedEntryCount).toBe(0);
    expect(output.Entries).toHaveLength(2);
    const delivered = bodies.map((body) => JSON.parse(body));
    expect(delivered).toEqual([
      expect.objectContaining({
        id: output.Entries?.[0]?.EventId,
        source: 'shop.cms',
        'detail-type': 'newsletter.subscribed',
        time: '2026-01-02T03:04:05Z',
        detail: { email: 'a@example.com' },
      }),
    ]);
  });

  it('reports failed entries in the response', async () => {
    const output = await client.send(
      new PutEventsCommand({
        Entries: [{ EventBusName: 'shop', Source: 'shop.cms', DetailType: 'x', Detail: 'nope' }],
      }),
    );
    expect(output.FailedEntryCount).toBe(1);
    expect(output.Entries?.[0]).toMatchObject({ ErrorCode: 'MalformedDetail' });
  });

  it('answers more than 10 entries with a 400 ValidationException', async () => {
    const entries = Array.from({ length: 11 }, () => ({ Source: 's', DetailType: 'd', Detail: '{}' }));
    await expect(client.send(new PutEventsCommand({ Entries: entries }))).rejects.toMatchObject({
      name: 'ValidationException',
      $metadata: { httpStatusCode: 400 },
    });
  });

  it('answers an unknown operation with a 400 UnknownOperationException', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.ListRules' },
      body: '{}',
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(await response.json()).toMatchObject({ __type: 'UnknownOperationException' });
  });

  it('answers a malformed body with a 400 SerializationException', async () => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSEvents.PutEvents' },
      body: '{"Entries":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ __type: 'SerializationException' });
  });
});

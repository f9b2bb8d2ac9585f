import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { connectionsOfTopic, subscribeConnection } from '../../functions/lib/table/live-connections';
import type { Runtime } from '../../infra/local/runtime';
import { demoUsers } from '../../infra/local/seed';
import { eventually, signIn, startTestRuntime } from '../support/runtime';

// Live status over the WebSocket API: token checked at $connect, topic subscription, pushes from a
// consumer through the real ApiGatewayManagementApi client, and stale connections forgotten.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signIn>>;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await runtime?.stop();
});

/** Opens a socket and collects its frames; resolves when open, rejects with the HTTP status when refused. */
const open = (token?: string) =>
  new Promise<{ socket: WebSocket; frames: unknown[] }>((resolve, reject) => {
    const socket = new WebSocket(`${runtime.liveUrl}${token ? `?token=${token}` : ''}`);
    sockets.push(socket);
    const frames: unknown[] = [];
    socket.on('message', (data) => frames.push(JSON.parse(String(data))));
    socket.once('open', () => resolve({ socket, frames }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    socket.once('error', reject);
  });

const publish = (topics: string[], data: unknown) =>
  new EventBridgeClient({}).send(
    new PutEventsCommand({
      Entries: [
        {
          EventBusName: 'shop',
          Source: 'shop.test',
          DetailType: 'order.status-changed',
          Detail: JSON.stringify({
            eventId: 'e-1',
            version: 1,
            occurredAt: new Date().toISOString(),
            topics,
            data,
          }),
        },
      ],
    }),
  );

describe('live status WebSocket', () => {
  it('refuses a connection without a token or with an invalid one', async () => {
    await expect(open()).rejects.toThrow(/refused 401/);
    await expect(open('not-a-token')).rejects.toThrow(/refused 401/);
  });

  it('lets a signed-in customer watch their own topic and pushes what a consumer sends there', async () => {
    const { socket, frames } = await open(customer.idToken);
    const topic = `user:${customer.sub}`;
    socket.send(JSON.stringify({ action: 'subscribe', topic }));
    await eventually(() => frames.some((f) => (f as { type: string }).type === 'subscribed'));

    await publish([topic], { orderId: 'o-1', status: 'paid' });
    const pushed = await eventually(() =>
      frames.find((f) => (f as { type: string }).type === 'order.status-changed'),
    );
    expect(pushed).toEqual({ type: 'order.status-changed', topic, data: { orderId: 'o-1', status: 'paid' } });
  });

  it("refuses a subscription to another customer's topic", async () => {
    const { socket, frames } = await open(customer.accessToken);
    socket.send(JSON.stringify({ action: 'subscribe', topic: 'user:someone-else' }));
    const error = await eventually(() => frames.find((f) => (f as { type: string }).type === 'error'));
    expect(error).toEqual({ type: 'error', code: 'not_allowed' });
  });

  it('answers 410 Gone for a stale connection id and the consumer removes its records', async () => {
    const client = new ApiGatewayManagementApiClient({ endpoint: process.env.LIVE_ENDPOINT });
    const stale = await client
      .send(
        new PostToConnectionCommand({
          ConnectionId: 'stale-connection',
          Data: new TextEncoder().encode('{}'),
        }),
      )
      .catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(GoneException);
    expect((stale as GoneException).$metadata.httpStatusCode).toBe(410);

    // A subscription left behind by a connection whose $disconnect never ran.
    const topic = `user:${customer.sub}`;
    await subscribeConnection(topic, { connectionId: 'stale-connection', sub: customer.sub }, 60);
    expect(await connectionsOfTopic(topic)).toContain('stale-connection');
    await publish([topic], { orderId: 'o-2', status: 'sent' });
    await eventually(async () => !(await connectionsOfTopic(topic)).includes('stale-connection'));
    client.destroy();
  });

  it('forgets a connection when the browser closes it', async () => {
    const { socket, frames } = await open(customer.idToken);
    const topic = `user:${customer.sub}`;
    socket.send(JSON.stringify({ action: 'subscribe', topic }));
    await eventually(() => frames.length > 0);
    const before = (await connectionsOfTopic(topic)).length;
    socket.close();
    await eventually(async () => (await connectionsOfTopic(topic)).length === before - 1);
  });
});

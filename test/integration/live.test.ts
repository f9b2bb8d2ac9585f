import {
  ApiGatewayManagementApiClient,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { EventBridgeClient, PutEventsCommand } from '@aws-sdk/client-eventbridge';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { documents } from '#functions/lib/dynamo';
import { connectionsOfTopic, subscribeConnection } from '#functions/lib/table/live-connections';
import { linkTokenHashOf, newLinkToken, orderItems } from '#functions/lib/table/orders';
import { sampleOrder } from '#functions/use-cases/testing/fake-order-ports';
import type { Runtime } from '#infra/local/runtime';
import { demoUsers } from '#infra/local/seed';
import { orderTopic } from '#shared/live';
import { eventually, signIn, startTestRuntime } from '../support/runtime';

// Live status over the WebSocket API: token checked at $connect, topic subscription, pushes from a
// consumer through the real ApiGatewayManagementApi client, and stale connections forgotten; an
// order's topic only for its signed-in owner or a guest with the order link's token.

let runtime: Runtime;
let customer: Awaited<ReturnType<typeof signIn>>;
let otherCustomer: Awaited<ReturnType<typeof signIn>>;
const sockets: WebSocket[] = [];

const linkToken = newLinkToken();
const guestOrder = sampleOrder({
  id: '01JGVESTORDER0000000000001',
  linkTokenHash: linkTokenHashOf(linkToken),
});
let customersOrder: ReturnType<typeof sampleOrder>;

beforeAll(async () => {
  runtime = await startTestRuntime();
  customer = await signIn(runtime, demoUsers[0].email, demoUsers[0].password);
  otherCustomer = await signIn(runtime, demoUsers[1].email, demoUsers[1].password);
  customersOrder = sampleOrder({
    id: '01JCVSTOMERORDER0000000001',
    owner: { kind: 'client', sub: customer.sub },
    linkTokenHash: undefined,
  });
  await documents().send(
    new TransactWriteCommand({
      TransactItems: [...orderItems.placed(guestOrder), ...orderItems.placed(customersOrder)],
    }),
  );
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
  it('refuses a connection with an invalid token', async () => {
    await expect(open('not-a-token')).rejects.toThrow(/refused 401/);
    await expect(open('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')).rejects.toThrow(/refused 401/);
  });

  it("lets a guest connect without a token, but watch no customer's channel", async () => {
    const { socket, frames } = await open();
    socket.send(JSON.stringify({ action: 'subscribe', topic: `user:${customer.sub}` }));
    const error = await eventually(() => frames.find((f) => (f as { type: string }).type === 'error'));
    expect(error).toEqual({ type: 'error', code: 'not_allowed' });
  });

  it("lets a guest watch an order with its link's token and pushes the order's status changes", async () => {
    const { socket, frames } = await open();
    const topic = orderTopic(guestOrder.id);
    socket.send(JSON.stringify({ action: 'subscribe', topic, token: linkToken }));
    await eventually(() => frames.some((f) => (f as { type: string }).type === 'subscribed'));

    await publish([topic], { orderId: guestOrder.id, status: 'toSend' });
    const pushed = await eventually(() =>
      frames.find((f) => (f as { type: string }).type === 'order.status-changed'),
    );
    expect(pushed).toEqual({
      type: 'order.status-changed',
      topic,
      data: { orderId: guestOrder.id, status: 'toSend' },
    });
  });

  it("refuses a guest order's topic without its token or with another", async () => {
    const { socket, frames } = await open();
    const topic = orderTopic(guestOrder.id);
    const watching = (await connectionsOfTopic(topic)).length;
    socket.send(JSON.stringify({ action: 'subscribe', topic }));
    socket.send(JSON.stringify({ action: 'subscribe', topic, token: newLinkToken() }));
    await eventually(() => frames.length === 2);
    expect(frames).toEqual([
      { type: 'error', code: 'not_allowed' },
      { type: 'error', code: 'not_allowed' },
    ]);
    expect(await connectionsOfTopic(topic)).toHaveLength(watching);
  });

  it("lets a signed-in customer watch their own order, and refuses another customer's", async () => {
    const topic = orderTopic(customersOrder.id);
    const owner = await open(customer.idToken);
    owner.socket.send(JSON.stringify({ action: 'subscribe', topic }));
    expect(
      await eventually(() => owner.frames.find((f) => (f as { type: string }).type === 'subscribed')),
    ).toEqual({ type: 'subscribed', topic });

    const other = await open(otherCustomer.idToken);
    other.socket.send(JSON.stringify({ action: 'subscribe', topic }));
    expect(
      await eventually(() => other.frames.find((f) => (f as { type: string }).type === 'error')),
    ).toEqual({ type: 'error', code: 'not_allowed' });
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

import type { EventBridgeEvent } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEventBus, EventBridgeError } from './bus';

type Envelope = EventBridgeEvent<string, Record<string, unknown>>;

const setup = () => {
  const received: Record<string, Envelope[]> = { orders: [], live: [] };
  const bus = createEventBus({
    name: 'shop',
    region: 'eu-central-1',
    account: '123456789012',
    rules: [
      {
        name: 'orders',
        pattern: { source: ['shop.orders'] },
        target: async (body) => void received.orders?.push(JSON.parse(body)),
      },
      {
        name: 'live',
        pattern: { detail: { topics: [{ exists: true }] } },
        target: async (body) => void received.live?.push(JSON.parse(body)),
      },
    ],
  });
  return { bus, received };
};

const entry = (overrides: Record<string, unknown> = {}) => ({
  EventBusName: 'shop',
  Source: 'shop.orders',
  DetailType: 'order.placed',
  Detail: JSON.stringify({ orderId: 'ORD-1' }),
  ...overrides,
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('createEventBus', () => {
  it('builds the EventBridge envelope and delivers its JSON to each matching rule', async () => {
    const { bus, received } = setup();
    const time = new Date('2026-03-01T10:00:00.123Z');

    const result = await bus.putEvents([
      entry({
        Time: time,
        Resources: ['arn:aws:x'],
        Detail: JSON.stringify({ orderId: 'ORD-1', topics: ['o'] }),
      }),
    ]);

    expect(result.FailedEntryCount).toBe(0);
    const eventId = result.Entries[0]?.EventId;
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    expect(received.orders).toEqual([
      {
        version: '0',
        id: eventId,
        'detail-type': 'order.placed',
        source: 'shop.orders',
        account: '123456789012',
        time: '2026-03-01T10:00:00Z',
        region: 'eu-central-1',
        resources: ['arn:aws:x'],
        detail: { orderId: 'ORD-1', topics: ['o'] },
      },
    ]);
    expect(received.live).toEqual(received.orders);
  });

  it('delivers only to rules whose pattern matches', async () => {
    const { bus, received } = setup();
    await bus.putEvents([entry({ Source: 'shop.cms', Detail: '{"topics":["x"]}' }), entry()]);
    expect(received.orders?.map((e) => e.source)).toEqual(['shop.orders']);
    expect(received.live?.map((e) => e.source)).toEqual(['shop.cms']);
  });

  it('accepts the bus ARN as EventBusName and stamps the current time without one given', async () => {
    const { bus, received } = setup();
    const before = Date.now() - 1000;
    await bus.putEvents([entry({ EventBusName: bus.arn })]);
    expect(bus.arn).toBe('arn:aws:events:eu-central-1:123456789012:event-bus/shop');
    const event = received.orders?.[0];
    expect(event?.resources).toEqual([]);
    expect(Date.parse(event?.time ?? '')).toBeGreaterThanOrEqual(before);
  });

  it('accepts events for another bus but routes them to no rule, as AWS does', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { bus, received } = setup();
    const result = await bus.putEvents([
      entry({ EventBusName: undefined }),
      entry({ EventBusName: 'other' }),
    ]);
    expect(result.FailedEntryCount).toBe(0);
    expect(result.Entries.every((e) => e.EventId)).toBe(true);
    expect(received.orders).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('fails invalid entries one by one with AWS error codes and keeps the others', async () => {
    const { bus, received } = setup();
    const result = await bus.putEvents([
      entry({ Source: undefined }),
      entry({ DetailType: '' }),
      entry({ Detail: undefined }),
      entry({ Detail: '{not json' }),
      entry({ Detail: '[1,2]' }),
      entry(),
    ]);

    expect(result.FailedEntryCount).toBe(5);
    expect(result.Entries.map((e) => e.ErrorCode ?? 'ok')).toEqual([
      'InvalidArgument',
      'InvalidArgument',
      'InvalidArgument',
      'MalformedDetail',
      'MalformedDetail',
      'ok',
    ]);
    expect(result.Entries[0]?.ErrorMessage).toContain('Source');
    expect(result.Entries[1]?.ErrorMessage).toContain('DetailType');
    expect(result.Entries[5]?.EventId).toBeDefined();
    expect(received.orders).toHaveLength(1);
  });

  it('refuses every entry with InternalFailure during an outage and delivers again after it', async () => {
    const { bus, received } = setup();
    bus.setOutage(true);
    const refused = await bus.putEvents([entry(), entry()]);
    expect(refused.FailedEntryCount).toBe(2);
    expect(refused.Entries.map((e) => e.ErrorCode)).toEqual(['InternalFailure', 'InternalFailure']);
    expect(received.orders).toHaveLength(0);

    bus.setOutage(false);
    expect((await bus.putEvents([entry()])).FailedEntryCount).toBe(0);
    expect(received.orders).toHaveLength(1);
  });

  it('rejects more than 10 entries, or none, with a ValidationException', async () => {
    const { bus, received } = setup();
    const eleven = Array.from({ length: 11 }, () => entry());
    await expect(bus.putEvents(eleven)).rejects.toMatchObject({ name: 'ValidationException' });
    await expect(bus.putEvents([])).rejects.toBeInstanceOf(EventBridgeError);
    expect(received.orders).toEqual([]);
    await expect(bus.putEvents(eleven.slice(0, 10))).resolves.toMatchObject({ FailedEntryCount: 0 });
  });

  it('rejects a request over 256 KB', async () => {
    const { bus } = setup();
    const big = JSON.stringify({ text: 'x'.repeat(130 * 1024) });
    await expect(bus.putEvents([entry({ Detail: big })])).resolves.toMatchObject({ FailedEntryCount: 0 });
    await expect(bus.putEvents([entry({ Detail: big }), entry({ Detail: big })])).rejects.toMatchObject({
      name: 'ValidationException',
    });
  });

  it('logs a failing target without failing the put or the other targets', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const delivered: string[] = [];
    const bus = createEventBus({
      name: 'shop',
      region: 'eu-central-1',
      account: '123456789012',
      rules: [
        { name: 'broken', pattern: {}, target: () => Promise.reject(new Error('queue down')) },
        { name: 'fine', pattern: {}, target: async (body) => void delivered.push(body) },
      ],
    });
    await expect(bus.putEvents([entry()])).resolves.toMatchObject({ FailedEntryCount: 0 });
    expect(delivered).toHaveLength(1);
    expect(error).toHaveBeenCalledOnce();
  });

  it('refuses an invalid rule pattern when the bus is created', () => {
    expect(() =>
      createEventBus({
        name: 'shop',
        region: 'eu-central-1',
        account: '123456789012',
        rules: [{ name: 'bad', pattern: { source: 'shop.orders' }, target: async () => {} }],
      }),
    ).toThrow(/not valid/);
  });
});

import { describe, expect, it } from 'vitest';
import {
  billedChunks,
  type DynamoRequest,
  type OperationCounts,
  triggerOf,
} from '#infra/local/operation-counter';
import { awsPrices } from './aws-prices-eu-central-1';
import {
  costByService,
  gbSeconds,
  requestUnits,
  roundTrips,
  type ScenarioCounts,
  s3Requests,
  scenarioCounts,
  totalCost,
} from './operation-cost';

// The cost section's arithmetic: capacity units, billed duration and chunks, request classes, round
// trips and the multiplication by the price table.

const request = (
  command: string,
  consumed: DynamoRequest['consumed'],
  more: Partial<DynamoRequest> = {},
) => ({
  command,
  consumed,
  startMs: 0,
  endMs: 1,
  ...more,
});

describe('request units from DynamoDB Local’s consumed capacity', () => {
  it('takes a single request’s units as reads or writes by its operation', () => {
    expect(requestUnits(request('GetItem', [{ CapacityUnits: 0.5 }]))).toEqual({ read: 0.5, write: 0 });
    expect(requestUnits(request('Query', [{ CapacityUnits: 1.5 }]))).toEqual({ read: 1.5, write: 0 });
    expect(requestUnits(request('UpdateItem', [{ CapacityUnits: 9 }]))).toEqual({ read: 0, write: 9 });
  });

  it('sums the tables of a batch', () => {
    const batch = request('BatchWriteItem', [{ CapacityUnits: 4 }, { CapacityUnits: 2 }]);
    expect(requestUnits(batch)).toEqual({ read: 0, write: 6 });
  });

  it('bills a transaction’s table doubled (as reported) and its index writes once', () => {
    const transaction = request('TransactWriteItems', [
      {
        CapacityUnits: 14,
        Table: { CapacityUnits: 8 },
        GlobalSecondaryIndexes: { gsi1: { CapacityUnits: 6 } },
      },
    ]);
    expect(requestUnits(transaction)).toEqual({ read: 0, write: 11 });
    const reads = request('TransactGetItems', [{ CapacityUnits: 4, Table: { CapacityUnits: 4 } }]);
    expect(requestUnits(reads)).toEqual({ read: 4, write: 0 });
  });

  it('bills a refused write at least one unit, two per item of a cancelled transaction', () => {
    expect(requestUnits(request('PutItem', [], { failed: true }))).toEqual({ read: 0, write: 1 });
    expect(requestUnits(request('TransactWriteItems', [], { failed: true, items: 3 }))).toEqual({
      read: 0,
      write: 6,
    });
    expect(requestUnits(request('GetItem', [], { failed: true }))).toEqual({ read: 0, write: 0 });
  });

  it('counts nothing for the table’s other operations', () => {
    expect(requestUnits(request('DescribeTable', [{ CapacityUnits: 1 }]))).toEqual({ read: 0, write: 0 });
  });
});

describe('round trips', () => {
  it('groups requests in flight together and counts those made one after another', () => {
    const trips = roundTrips([
      request('TransactWriteItems', [], { startMs: 30, endMs: 40 }),
      request('GetItem', [], { startMs: 0, endMs: 10 }),
      request('Query', [], { startMs: 11, endMs: 20 }),
      request('GetItem', [], { startMs: 12, endMs: 25 }),
      request('GetItem', [], { startMs: 24, endMs: 28 }),
    ]);
    expect(trips.map((trip) => trip.map(({ command }) => command))).toEqual([
      ['GetItem'],
      ['Query', 'GetItem', 'GetItem'],
      ['TransactWriteItems'],
    ]);
    expect(roundTrips([])).toEqual([]);
  });
});

describe('billed units', () => {
  it('rounds a duration up to the millisecond, times the memory in GB', () => {
    expect(gbSeconds({ ms: 10.2, memoryMb: 512 })).toBeCloseTo(0.0055, 10);
    expect(gbSeconds({ ms: 1000, memoryMb: 1024 })).toBe(1);
  });

  it('bills each started chunk, at least one', () => {
    expect(billedChunks(0, 65_536)).toBe(1);
    expect(billedChunks(65_536, 65_536)).toBe(1);
    expect(billedChunks(65_537, 65_536)).toBe(2);
  });

  it('splits S3 requests into the PUT and GET classes, DELETE free', () => {
    expect(
      s3Requests({
        'PUT object': 3,
        'POST object': 1,
        'GET bucket': 2,
        'GET object': 5,
        'HEAD object': 1,
        'DELETE object': 4,
      }),
    ).toEqual({ put: 6, get: 6 });
  });

  it('names what invoked a function from its event', () => {
    expect(triggerOf({ routeKey: 'POST /api/orders/orders' })).toBe('POST /api/orders/orders');
    expect(triggerOf({ requestContext: { routeKey: 'subscribe' } })).toBe('websocket subscribe');
    expect(triggerOf({ Records: [{ eventSourceARN: 'arn:aws:sqs:eu-central-1:1:order-search' }] })).toBe(
      'queue order-search',
    );
    expect(
      triggerOf({ Records: [{ eventSourceARN: 'arn:aws:dynamodb:eu-central-1:1:table/shop/stream/x' }] }),
    ).toBe('table stream');
    expect(triggerOf({ source: 'aws.scheduler' })).toBe('schedule');
    expect(triggerOf(undefined)).toBe('invoke');
  });
});

const none = { count: 0, chunks: 0 };
const counted: OperationCounts = {
  running: 0,
  invocations: [],
  events: { count: 3, chunks: 4 },
  sqs: { sent: { count: 5, chunks: 5 }, receives: 2, received: 5, deletes: 2, deleted: 5 },
  s3: { 'PUT object': 2, 'GET object': 7 },
  websocketPosts: { count: 2, chunks: 2 },
  requests: { site: { count: 10, bytesOut: 2 ** 30, byFolder: { assets: 10 } }, api: { count: 4 } },
};

describe('a scenario’s counts and cost', () => {
  it('sums what its invocations did and what the services counted', () => {
    const invocations = [
      {
        fn: 'functions-orders-handler',
        trigger: 'POST /api/orders/orders',
        memoryMb: 512,
        ms: 99.5,
        cpuMs: 20,
        dynamo: [
          request('GetItem', [{ CapacityUnits: 0.5 }]),
          request('TransactWriteItems', [{ CapacityUnits: 12 }]),
        ],
      },
      {
        fn: 'functions-live-handler',
        trigger: 'websocket subscribe',
        memoryMb: 256,
        ms: 3,
        cpuMs: 1,
        dynamo: [],
      },
      {
        fn: 'functions-live-handler',
        trigger: 'websocket $connect',
        memoryMb: 256,
        ms: 3,
        cpuMs: 1,
        dynamo: [],
      },
      {
        fn: 'image',
        trigger: 'queue images',
        memoryMb: 1024,
        ms: 1000,
        cpuMs: 900,
        dynamo: [],
      },
    ];
    expect(scenarioCounts(counted, invocations, 2, (fn) => fn === 'image')).toEqual({
      invocations: 4,
      gbSecondsArm: 0.05 + 0.003 * 0.25 * 2,
      gbSecondsX86: 1,
      dynamoRequests: 2,
      readUnits: 0.5,
      writeUnits: 12,
      events: 4,
      sqsRequests: 9,
      s3Put: 2,
      s3Get: 7,
      webSocketMessages: 3,
      emails: 2,
      apiRequests: 4,
      cloudFrontRequests: 10,
      cloudFrontBytes: 2 ** 30,
    } satisfies ScenarioCounts);
    expect(scenarioCounts({ ...counted, events: none }, [], 0, () => false).events).toBe(0);
  });

  it('multiplies each count by its price', () => {
    const million: ScenarioCounts = {
      invocations: 1e6,
      gbSecondsArm: 1e6,
      gbSecondsX86: 0,
      dynamoRequests: 0,
      readUnits: 1e6,
      writeUnits: 1e6,
      events: 1e6,
      sqsRequests: 1e6,
      s3Put: 1e6,
      s3Get: 1e6,
      webSocketMessages: 1e6,
      emails: 1e6,
      apiRequests: 1e6,
      cloudFrontRequests: 1e6,
      cloudFrontBytes: 2 ** 30,
    };
    const cost = costByService(million, awsPrices);
    expect(cost.Lambda).toBeCloseTo(0.2 + 13.3334, 6);
    expect(cost.DynamoDB).toBeCloseTo(0.1525 + 0.7625, 9);
    expect(cost.EventBridge).toBeCloseTo(1, 9);
    expect(cost.SQS).toBeCloseTo(0.4, 9);
    expect(cost.S3).toBeCloseTo(5.4 + 0.43, 9);
    expect(cost['API Gateway HTTP API']).toBeCloseTo(1.2, 9);
    expect(cost['API Gateway WebSocket']).toBeCloseTo(1.14, 9);
    expect(cost.SES).toBeCloseTo(100, 9);
    expect(cost.CloudFront).toBeCloseTo(1.2 + 0.085, 9);
    expect(totalCost(cost)).toBeCloseTo(0.2 + 13.3334 + 0.915 + 1 + 0.4 + 5.83 + 1.2 + 1.14 + 100 + 1.285, 6);
  });
});

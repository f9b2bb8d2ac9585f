import type { ConsumedCapacity } from '@aws-sdk/client-dynamodb';
import type { DynamoRequest, InvocationRecord, OperationCounts } from '#infra/local/operation-counter';
import type { AwsPrices } from './aws-prices-eu-central-1';

// The arithmetic of the bench's cost section (cost-per-order.ts), apart from any running shop: DynamoDB's
// on-demand request units from DynamoDB Local's answers, Lambda's billed duration, S3's two request
// classes, the round trips a function made one after another, and a scenario's counts times the prices.

const readCommands = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);
const writeCommands = new Set([
  'PutItem',
  'UpdateItem',
  'DeleteItem',
  'BatchWriteItem',
  'TransactWriteItems',
]);

export interface Units {
  read: number;
  write: number;
}

const indexUnits = ({ GlobalSecondaryIndexes = {} }: ConsumedCapacity) =>
  Object.values(GlobalSecondaryIndexes).reduce((sum, { CapacityUnits = 0 }) => sum + CapacityUnits, 0);

/**
 * A request's read and write request units on on-demand DynamoDB, from the capacity DynamoDB Local
 * answered (asked per index): it sizes items as DynamoDB does (a read unit per 4 KB, half for an
 * eventually consistent read; a write unit per 1 KB of the larger of the item before and after, and as
 * much again for each index the write changes) and doubles transactions, but doubles a transaction's
 * index writes too, which DynamoDB bills once: those are halved back. A refused write answers no
 * capacity; DynamoDB bills it at least one unit, two per item of a cancelled transaction.
 */
export const requestUnits = ({ command, consumed, failed, items = 1 }: DynamoRequest): Units => {
  const isWrite = writeCommands.has(command);
  if (failed) return { read: 0, write: isWrite ? (command === 'TransactWriteItems' ? 2 * items : 1) : 0 };
  const units = consumed.reduce(
    (sum, capacity) =>
      sum +
      (command === 'TransactWriteItems' && capacity.Table
        ? (capacity.Table.CapacityUnits ?? 0) + indexUnits(capacity) / 2
        : (capacity.CapacityUnits ?? 0)),
    0,
  );
  return { read: readCommands.has(command) ? units : 0, write: isWrite ? units : 0 };
};

/** Requests grouped into round trips: in the order they were sent, those in flight at once as one. */
export const roundTrips = (requests: readonly DynamoRequest[]): DynamoRequest[][] => {
  const trips: DynamoRequest[][] = [];
  let answeredAt = Number.NEGATIVE_INFINITY;
  for (const request of [...requests].sort((a, b) => a.startMs - b.startMs)) {
    const current = trips.at(-1);
    if (current && request.startMs < answeredAt) {
      current.push(request);
      answeredAt = Math.max(answeredAt, request.endMs);
    } else {
      trips.push([request]);
      answeredAt = request.endMs;
    }
  }
  return trips;
};

/** Lambda bills a duration rounded up to the millisecond, times the memory configured. */
export const gbSeconds = ({ ms, memoryMb }: Pick<InvocationRecord, 'ms' | 'memoryMb'>) =>
  (memoryMb / 1024) * (Math.ceil(ms) / 1000);

/** S3's request classes: PUT, COPY, POST and LIST (a bucket's GET) against GET and HEAD; DELETE is free. */
export const s3Requests = (byMethod: Readonly<Record<string, number>>) => {
  let put = 0;
  let get = 0;
  for (const [name, count] of Object.entries(byMethod)) {
    const [method, target] = name.split(' ');
    if (method === 'PUT' || method === 'POST' || (method === 'GET' && target === 'bucket')) put += count;
    else if (method === 'GET' || method === 'HEAD') get += count;
  }
  return { put, get };
};

export interface ScenarioCounts {
  invocations: number;
  gbSecondsArm: number;
  gbSecondsX86: number;
  dynamoRequests: number;
  readUnits: number;
  writeUnits: number;
  /** Billed: each 64 KB of an event, of an SQS message or batch, each 32 KB of a WebSocket message. */
  events: number;
  sqsRequests: number;
  s3Put: number;
  s3Get: number;
  webSocketMessages: number;
  emails: number;
  apiRequests: number;
  cloudFrontRequests: number;
  cloudFrontBytes: number;
}

const connectionRoutes = new Set(['websocket $connect', 'websocket $disconnect']);

/** A scenario's billable counts: `invocations` those it caused, `emails` the recipients mailed. */
export const scenarioCounts = (
  counts: OperationCounts,
  invocations: readonly InvocationRecord[],
  emails: number,
  isX86: (fn: string) => boolean,
): ScenarioCounts => {
  const requests = invocations.flatMap(({ dynamo }) => dynamo);
  const units = requests.map(requestUnits);
  const duration = (x86: boolean) =>
    invocations.filter(({ fn }) => isX86(fn) === x86).reduce((sum, run) => sum + gbSeconds(run), 0);
  const received = invocations.filter(
    ({ trigger }) => trigger.startsWith('websocket ') && !connectionRoutes.has(trigger),
  ).length;
  const { put, get } = s3Requests(counts.s3);
  return {
    invocations: invocations.length,
    gbSecondsArm: duration(false),
    gbSecondsX86: duration(true),
    dynamoRequests: requests.length,
    readUnits: units.reduce((sum, { read }) => sum + read, 0),
    writeUnits: units.reduce((sum, { write }) => sum + write, 0),
    events: counts.events.chunks,
    sqsRequests: counts.sqs.sent.chunks + counts.sqs.receives + counts.sqs.deletes,
    s3Put: put,
    s3Get: get,
    webSocketMessages: counts.websocketPosts.chunks + received,
    emails,
    apiRequests: counts.requests.api.count,
    cloudFrontRequests: counts.requests.site.count,
    cloudFrontBytes: counts.requests.site.bytesOut,
  };
};

/** What a scenario costs on AWS, in USD, by service. */
export const costByService = (c: ScenarioCounts, p: AwsPrices): Record<string, number> => ({
  Lambda:
    c.invocations * p.lambdaRequest.usd +
    c.gbSecondsArm * p.lambdaArmGbSecond.usd +
    c.gbSecondsX86 * p.lambdaX86GbSecond.usd,
  DynamoDB: c.readUnits * p.dynamoReadUnit.usd + c.writeUnits * p.dynamoWriteUnit.usd,
  EventBridge: c.events * p.eventBridgeEvent.usd,
  SQS: c.sqsRequests * p.sqsRequest.usd,
  S3: c.s3Put * p.s3PutRequest.usd + c.s3Get * p.s3GetRequest.usd,
  'API Gateway HTTP API': c.apiRequests * p.httpApiRequest.usd,
  'API Gateway WebSocket': c.webSocketMessages * p.webSocketMessage.usd,
  SES: c.emails * p.sesEmail.usd,
  CloudFront:
    c.cloudFrontRequests * p.cloudFrontRequest.usd + (c.cloudFrontBytes / 2 ** 30) * p.cloudFrontGb.usd,
});

/** The sum of a scenario's costs by service. */
export const totalCost = (byService: Readonly<Record<string, number>>) =>
  Object.values(byService).reduce((sum, usd) => sum + usd, 0);

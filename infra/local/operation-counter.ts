import { AsyncLocalStorage, createHook } from 'node:async_hooks';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { ConsumedCapacity, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { PutEventsRequestEntry } from '@aws-sdk/client-eventbridge';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { EventBus } from './eventbridge/bus';

// Opt-in counts of the billable operations the runtime performs, for the bench's cost section
// (issue 38 part 4; test/bench/operation-cost.ts prices them) and its memory curve (part 1): each Lambda
// invocation with its duration, its own code's running time, its memory and the DynamoDB requests it
// made (the capacity DynamoDB Local says each consumed), EventBridge events, SQS messages, S3 requests,
// WebSocket posts, the HTTP API's requests and the site's (CloudFront's) requests and bytes.
// `SHOP_COUNT_OPERATIONS=1` turns it on; without it every hook hands back what it was given and nothing
// is counted. `GET /_local/operations` answers the counts, `DELETE` starts them again.

export interface DynamoRequest {
  /** The API's operation, e.g. `TransactWriteItems`. */
  command: string;
  /** When it was sent and answered (`performance.now()`), to tell requests in sequence from those in parallel. */
  startMs: number;
  endMs: number;
  /** DynamoDB Local's `ConsumedCapacity` (asked as `INDEXES`), one per table for batches and transactions. */
  consumed: ConsumedCapacity[];
  /** Refused (a condition failed, a transaction cancelled): DynamoDB Local then reports no capacity. */
  failed?: true;
  /** A transaction's items. */
  items?: number;
}

export interface InvocationRecord {
  fn: string;
  /** What invoked it: the HTTP route, `queue <name>`, `table stream`, `schedule`, `websocket <route>`… */
  trigger: string;
  memoryMb: number;
  ms: number;
  /**
   * The time its own code ran on the main thread (its callbacks, each from start to end): the part of
   * its duration a smaller CPU share slows down. Not the garbage collector's or other threads' time.
   */
  cpuMs: number;
  dynamo: DynamoRequest[];
}

/** Messages and the chunks they are billed in (64 KB for events and SQS, 32 KB for WebSocket messages). */
export interface Billed {
  count: number;
  chunks: number;
}

export interface OperationCounts {
  /** Invocations still running: the work caused so far is not all done. */
  running: number;
  invocations: InvocationRecord[];
  events: Billed;
  /** SendMessage per message; ReceiveMessage and DeleteMessageBatch per batch, as Lambda's poller calls them. */
  sqs: { sent: Billed; receives: number; received: number; deletes: number; deleted: number };
  /** Requests to the S3 server by method and target, e.g. `GET object`, `PUT object`, `GET bucket`. */
  s3: Record<string, number>;
  /** Messages posted to WebSocket connections (`@connections`). */
  websocketPosts: Billed;
  /**
   * Every request the site answered (CloudFront's locally), by the first segment of its path (`assets`,
   * `api`, `img`…), with the bytes it sent; and those reaching the HTTP API.
   */
  requests: {
    site: { count: number; bytesOut: number; byFolder: Record<string, number> };
    api: { count: number };
  };
}

/** How many chunks of `chunkBytes` a message of `bytes` is billed as (at least one). */
export const billedChunks = (bytes: number, chunkBytes: number) => Math.max(1, Math.ceil(bytes / chunkBytes));

const eventChunkBytes = 64 * 1024;
const webSocketChunkBytes = 32 * 1024;

const counting = process.env.SHOP_COUNT_OPERATIONS === '1';
/** What an invocation in flight has done so far: its DynamoDB requests and its code's running time. */
interface InFlight {
  dynamo: DynamoRequest[];
  cpuMs: number;
}
const invocationWork = new AsyncLocalStorage<InFlight>();
let running = 0;

// An invocation's CPU time, though many run at once in this one process: JavaScript runs one callback at
// a time, so the time each callback of an invocation's asynchronous context takes to run (from async
// hooks' `before` to its `after`, less the callbacks run within it) is that invocation's own.
interface Slice {
  asyncId: number;
  work: InFlight | undefined;
  from: number;
  within: number;
}
const slices: Slice[] = [];
const openSlice = (asyncId: number, work: InFlight | undefined) =>
  slices.push({ asyncId, work, from: performance.now(), within: 0 });
const closeSlice = (asyncId: number) => {
  if (!slices.some((slice) => slice.asyncId === asyncId)) return;
  for (let slice = slices.pop(); slice; slice = slices.pop()) {
    const ms = performance.now() - slice.from;
    if (slice.work) slice.work.cpuMs += ms - slice.within;
    const outer = slices.at(-1);
    if (outer) outer.within += ms;
    if (slice.asyncId === asyncId) return;
  }
};
if (counting)
  createHook({
    before: (asyncId) => openSlice(asyncId, invocationWork.getStore()),
    after: closeSlice,
  }).enable();
const empty = (): Omit<OperationCounts, 'running'> => ({
  invocations: [],
  events: { count: 0, chunks: 0 },
  sqs: { sent: { count: 0, chunks: 0 }, receives: 0, received: 0, deletes: 0, deleted: 0 },
  s3: {},
  websocketPosts: { count: 0, chunks: 0 },
  requests: { site: { count: 0, bytesOut: 0, byFolder: {} }, api: { count: 0 } },
});
let counts = empty();

const bill = (billed: Billed, bytes: number, chunkBytes: number) => {
  billed.count += 1;
  billed.chunks += billedChunks(bytes, chunkBytes);
};

type Shaped = {
  routeKey?: unknown;
  requestContext?: { routeKey?: string };
  Records?: { eventSourceARN?: string }[];
  source?: string;
  triggerSource?: string;
};

/** What invoked a function, read from its event. */
export const triggerOf = (event: unknown): string => {
  const shaped = (event ?? {}) as Shaped;
  if (typeof shaped.routeKey === 'string') return shaped.routeKey;
  if (shaped.requestContext?.routeKey) return `websocket ${shaped.requestContext.routeKey}`;
  const arn = shaped.Records?.[0]?.eventSourceARN ?? '';
  if (arn.startsWith('arn:aws:sqs:')) return `queue ${arn.split(':').at(-1)}`;
  if (arn.startsWith('arn:aws:dynamodb:')) return 'table stream';
  if (shaped.source === 'aws.scheduler') return 'schedule';
  return shaped.triggerSource ? `cognito ${shaped.triggerSource}` : 'invoke';
};

/**
 * Times each call of `invoke` (a function named `fn` of `memoryMb`) and its code's running time, and
 * keeps the DynamoDB requests it makes.
 */
export const countInvocations = <E, R>(
  fn: string,
  memoryMb: number,
  invoke: (event: E) => Promise<R>,
): ((event: E) => Promise<R>) =>
  counting
    ? async (event) => {
        const work: InFlight = { dynamo: [], cpuMs: 0 };
        const started = performance.now();
        running += 1;
        // Its first callback is this call's synchronous part (which, in an async function, cannot throw).
        openSlice(-1, work);
        const invoked = invocationWork.run(work, async () => invoke(event));
        closeSlice(-1);
        try {
          return await invoked;
        } finally {
          running -= 1;
          const ms = performance.now() - started;
          counts.invocations.push({ fn, trigger: triggerOf(event), memoryMb, ms, ...work });
        }
      }
    : invoke;

/** Asks DynamoDB Local for each request's consumed capacity, kept with the invocation that made it. */
export const countTableRequests = (client: DynamoDBClient) => {
  if (!counting) return;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const requests = invocationWork.getStore()?.dynamo;
      if (!requests) return next(args);
      const input = args.input as { ReturnConsumedCapacity?: string; TransactItems?: unknown[] };
      const request: DynamoRequest = {
        command: (context.commandName ?? '').replace(/Command$/, ''),
        startMs: performance.now(),
        endMs: 0,
        consumed: [],
        ...(input.TransactItems ? { items: input.TransactItems.length } : {}),
      };
      requests.push(request);
      try {
        const result = await next({ ...args, input: { ...input, ReturnConsumedCapacity: 'INDEXES' } });
        const output = result.output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] };
        request.consumed = [output.ConsumedCapacity ?? []].flat();
        if (input.ReturnConsumedCapacity === undefined) delete output.ConsumedCapacity;
        return result;
      } catch (error) {
        request.failed = true;
        throw error;
      } finally {
        request.endMs = performance.now();
      }
    },
    { step: 'initialize', name: 'localOperationCount', override: true },
  );
};

/** Counts the events put on `bus` (each 64 KB of an entry is billed as one event). */
export const countPutEvents = (bus: EventBus): EventBus =>
  counting
    ? {
        ...bus,
        putEvents: async (entries: PutEventsRequestEntry[]) => {
          const result = await bus.putEvents(entries);
          result.Entries.forEach(({ EventId }, i) => {
            const entry = entries[i];
            if (!EventId || !entry) return;
            const parts = [entry.Source, entry.DetailType, entry.Detail, ...(entry.Resources ?? [])];
            bill(counts.events, Buffer.byteLength(parts.join('')), eventChunkBytes);
          });
          return result;
        },
      }
    : bus;

/** Counts a message sent to a queue (an EventBridge rule's SQS target sends one per event). */
export const countQueueSend = (body: string) => {
  if (counting) bill(counts.sqs.sent, Buffer.byteLength(body), eventChunkBytes);
};

/** Counts a queue consumer's batches: one ReceiveMessage each, one DeleteMessageBatch for those it took. */
export const countQueueDeliveries = <C extends (event: SQSEvent) => Promise<unknown>>(consumer: C): C =>
  counting
    ? ((async (event: SQSEvent) => {
        const bytes = event.Records.reduce((sum, record) => sum + Buffer.byteLength(record.body), 0);
        counts.sqs.receives += billedChunks(bytes, eventChunkBytes);
        counts.sqs.received += event.Records.length;
        const response = (await consumer(event)) as SQSBatchResponse | undefined;
        const deleted = event.Records.length - (response?.batchItemFailures?.length ?? 0);
        if (deleted > 0) counts.sqs.deletes += 1;
        counts.sqs.deleted += deleted;
        return response;
      }) as C)
    : consumer;

/** Counts the requests `server` (s3rver's) answers, by method and whether they name an object. */
export const countS3Requests = (server: Server | undefined) => {
  if (!counting || !server) return;
  server.on('request', (req: IncomingMessage) => {
    const [, , ...key] = (req.url ?? '/').split('?')[0]?.split('/') ?? [];
    const name = `${req.method} ${key.join('/') ? 'object' : 'bucket'}`;
    counts.s3[name] = (counts.s3[name] ?? 0) + 1;
  });
};

/** Counts the messages posted to WebSocket connections through `@connections`. */
export const countWebSocketPosts = (listener: RequestListener): RequestListener =>
  counting
    ? (req, res) => {
        if (req.method === 'POST')
          bill(counts.websocketPosts, Number(req.headers['content-length'] ?? 0), webSocketChunkBytes);
        return listener(req, res);
      }
    : listener;

/** Counts the requests reaching the HTTP API (those the site's cache did not answer). */
export const countApiRequests = (listener: RequestListener): RequestListener =>
  counting
    ? (req, res) => {
        counts.requests.api.count += 1;
        return listener(req, res);
      }
    : listener;

/** Counts the requests `server` (the site's, CloudFront's locally) answers and the bytes it sends; not `/_local/`. */
export const countSiteRequests = (server: Server) => {
  if (!counting) return;
  // Before the site's own listener, which may answer at once: the socket's count is read before it writes.
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.url?.startsWith('/_local/')) return;
    const site = counts.requests.site;
    const socket = req.socket;
    const before = socket.bytesWritten;
    const folder = (req.url ?? '/').split(/[/?]/)[1] || '/';
    site.count += 1;
    site.byFolder[folder] = (site.byFolder[folder] ?? 0) + 1;
    res.once('finish', () => {
      site.bytesOut += socket.bytesWritten - before;
    });
  });
};

/** `/_local/operations` while counting: GET answers the counts, DELETE starts them again. */
export const operationsRoute = (): Record<string, RequestListener> =>
  counting
    ? {
        '/_local/operations': (req: IncomingMessage, res: ServerResponse) => {
          if (req.method === 'DELETE') counts = empty();
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ running, ...counts } satisfies OperationCounts));
        },
      }
    : {};

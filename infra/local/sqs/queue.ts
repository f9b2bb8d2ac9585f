import { createHash, randomUUID } from 'node:crypto';
import type { SQSBatchResponse, SQSEvent, SQSMessageAttributes, SQSRecord } from 'aws-lambda';
import { localAccount, localRegion } from '../services/local-aws';

interface QueueIdentity {
  name: string;
  /** For the queue ARN; the local runtime's region and account unless given. */
  region?: string;
  account?: string;
}

/** A queue drained by a Lambda-like consumer through an event source mapping. */
export interface ConsumedQueueOptions extends QueueIdentity {
  batchSize: number;
  visibilityTimeoutMs: number;
  /** Receives beyond this move a message to `dlq` (the redrive policy); without a DLQ it retries forever. */
  maxReceiveCount: number;
  // biome-ignore lint/suspicious/noConfusingVoidType: the return type of aws-lambda's SQSHandler
  consumer: (event: SQSEvent) => Promise<SQSBatchResponse | void>;
  dlq?: Queue;
}

/** Options without a consumer make a dead-letter queue: messages stay until someone looks. */
export type QueueOptions = QueueIdentity | ConsumedQueueOptions;

export interface QueueMessage {
  messageId: string;
  body: string;
  messageAttributes: SQSMessageAttributes;
  receiveCount: number;
  sentAt: Date;
}

export interface Queue {
  name: string;
  arn: string;
  send(body: string, attributes?: SQSMessageAttributes): string;
  start(): void;
  /** Stops delivery; resolves once the batch in flight (if any) is settled. */
  stop(): Promise<void>;
  /** Every message the queue holds, visible or not, oldest first. */
  messages(): QueueMessage[];
  /** Messages received and neither deleted nor visible again yet. */
  inflight(): QueueMessage[];
  /** Resolves when the queue holds no message (all deleted or moved to the DLQ). */
  drained(): Promise<void>;
}

interface Stored extends QueueMessage {
  sentTimestamp: number;
  firstReceivedAt?: number;
  visibleAt: number;
}

/** How a queue takes a message redriven from another queue, keeping its id and body. */
const redriveTargets = new WeakMap<Queue, (message: Stored) => void>();

const view = ({ messageId, body, messageAttributes, receiveCount, sentAt }: Stored): QueueMessage => ({
  messageId,
  body,
  messageAttributes,
  receiveCount,
  sentAt,
});

export const createQueue = (options: QueueOptions): Queue => {
  const { name, region = localRegion, account = localAccount } = options;
  const arn = `arn:aws:sqs:${region}:${account}:${name}`;
  const stored: Stored[] = [];
  let waiters: (() => void)[] = [];

  const settle = () => {
    if (stored.length > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  };
  const remove = (message: Stored) => {
    const index = stored.indexOf(message);
    if (index >= 0) stored.splice(index, 1);
  };

  const delivery =
    'consumer' in options
      ? createDelivery({ ...options, region, account }, arn, stored, remove, settle)
      : undefined;

  const queue: Queue = {
    name,
    arn,
    send(body, attributes = {}) {
      const now = Date.now();
      const messageId = randomUUID();
      stored.push({
        messageId,
        body,
        messageAttributes: attributes,
        receiveCount: 0,
        sentAt: new Date(now),
        sentTimestamp: now,
        visibleAt: now,
      });
      delivery?.wake();
      return messageId;
    },
    start: () => delivery?.start(),
    stop: async () => delivery?.stop(),
    messages: () => stored.map(view),
    inflight: () => stored.filter((m) => m.receiveCount > 0 && m.visibleAt > Date.now()).map(view),
    drained: () =>
      new Promise((resolve) => {
        waiters.push(resolve);
        settle();
      }),
  };
  redriveTargets.set(queue, (message) => {
    stored.push({ ...message, visibleAt: Date.now() });
    delivery?.wake();
  });
  return queue;
};

/** The event source mapping: receives batches, invokes the consumer, deletes or lets messages reappear. */
const createDelivery = (
  options: ConsumedQueueOptions & Required<QueueIdentity>,
  arn: string,
  stored: Stored[],
  remove: (message: Stored) => void,
  settle: () => void,
) => {
  const { name, region, account, batchSize, visibilityTimeoutMs, maxReceiveCount, consumer, dlq } = options;
  let running = false;
  let busy: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;

  const toRecord = (message: Stored, receiptHandle: string): SQSRecord => ({
    messageId: message.messageId,
    receiptHandle,
    body: message.body,
    attributes: {
      ApproximateReceiveCount: String(message.receiveCount),
      SentTimestamp: String(message.sentTimestamp),
      SenderId: account,
      ApproximateFirstReceiveTimestamp: String(message.firstReceivedAt),
    },
    messageAttributes: message.messageAttributes,
    md5OfBody: createHash('md5').update(message.body).digest('hex'),
    eventSource: 'aws:sqs',
    eventSourceARN: arn,
    awsRegion: region,
  });

  /** ReceiveMessage: up to batchSize visible messages, hidden for the visibility timeout. */
  const receive = (now: number): { message: Stored; record: SQSRecord }[] => {
    const batch: { message: Stored; record: SQSRecord }[] = [];
    for (const message of [...stored]) {
      if (batch.length === batchSize) break;
      if (message.visibleAt > now) continue;
      const redrive = dlq && redriveTargets.get(dlq);
      if (redrive && message.receiveCount >= maxReceiveCount) {
        remove(message);
        redrive(message);
        continue;
      }
      message.receiveCount += 1;
      message.firstReceivedAt ??= now;
      message.visibleAt = now + visibilityTimeoutMs;
      batch.push({ message, record: toRecord(message, randomUUID()) });
    }
    return batch;
  };

  /** Ids the consumer wants back; an identifier not in the batch fails the whole batch, as on Lambda. */
  const failedIds = async (records: SQSRecord[]): Promise<Set<string>> => {
    const all = new Set(records.map((r) => r.messageId));
    try {
      const response = await consumer({ Records: records });
      const failures = (response?.batchItemFailures ?? []).map((f) => f.itemIdentifier);
      return failures.every((id) => all.has(id)) ? new Set(failures) : all;
    } catch (error) {
      console.error(`[sqs:${name}] consumer failed; the batch of ${records.length} will reappear`, error);
      return all;
    }
  };

  const pump = async () => {
    while (running) {
      const batch = receive(Date.now());
      settle();
      if (batch.length === 0) break;
      const failed = await failedIds(batch.map((b) => b.record));
      for (const { message } of batch) if (!failed.has(message.messageId)) remove(message);
      settle();
    }
  };

  /** After a pump: run again if messages arrived meanwhile, else sleep until a hidden one reappears. */
  const rearm = () => {
    clearTimeout(timer);
    const now = Date.now();
    if (!running) return;
    if (stored.some((m) => m.visibleAt <= now)) return wake();
    const hidden = stored.map((m) => m.visibleAt);
    if (hidden.length > 0) timer = setTimeout(wake, Math.min(...hidden) - now).unref();
  };

  /** Runs the pump soon (coalescing sends of the same tick into one batch), unless it is running. */
  const wake = () => {
    if (!running || busy || immediate) return;
    immediate = setImmediate(() => {
      immediate = undefined;
      busy = pump().finally(() => {
        busy = undefined;
        rearm();
      });
    });
  };

  return {
    wake,
    start() {
      running = true;
      wake();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      clearImmediate(immediate);
      immediate = undefined;
      await busy;
    },
  };
};

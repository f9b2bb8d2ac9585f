import type { FunctionDecl } from './function-decl';

// The shop's EventBridge bus and the outbox publisher that feeds it from the table's stream; the rules
// that route its events to queues and consumers are in event-rules.ts.

export const eventBus = { name: 'shop' } as const;

/** An EventBridge event pattern (JSON). */
export type EventPattern = Record<string, unknown>;

/** Reads the table's stream and puts outbox items on the bus. */
export const outboxPublisher: FunctionDecl & { batchSize: number; maxRetries: number; filter: EventPattern } =
  {
    entry: 'events/outbox/publish.ts',
    timeoutSeconds: 30,
    memoryMb: 128,
    grants: { table: 'readWrite', events: true },
    batchSize: 25,
    maxRetries: 10,
    /** Lambda event filter (EventBridge pattern syntax): only new outbox items reach the publisher. */
    filter: { eventName: ['INSERT'], dynamodb: { Keys: { pk: { S: [{ prefix: 'OUTBOX#' }] } } } },
  };

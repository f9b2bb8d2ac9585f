import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { EventContract, EventDetail } from '../contracts/define-event';
import { onceForEvent } from './event-once';
import { processPartialBatch } from './partial-batch';

/** The partition of a consumer's records of the events it has done (one per function and event type). */
export const idempotencyPartitionOf = (functionName: string, eventName: string): string =>
  `IDEMPOTENCY#${functionName}#${eventName}`;

export interface ConsumerOptions {
  /**
   * The work changes nothing more when it runs again for the same event: it sets what it reads now
   * (a product's announced availability, an offer's units), puts the same items again, or does its
   * one outside effect once by a record of its own (`sendMailOnce`). No record of the event is kept
   * then, which spares the claim and the completion: two writes per event.
   */
  repeatable?: boolean;
}

/**
 * An SQS consumer of one event contract. Each record's EventBridge envelope is parsed with the
 * contract's schema (a malformed one fails every time and ends in the DLQ); the work runs at most
 * once per event id (a redelivered or republished event changes nothing twice: `event-once.ts`),
 * unless it is `repeatable`; failed records are reported alone, so SQS redelivers only those
 * (`partial-batch.ts`).
 */
export const sqsConsumer = <S extends z.ZodMiniType>(
  contract: EventContract<S>,
  work: (detail: EventDetail<S>) => Promise<unknown>,
  { repeatable = false }: ConsumerOptions = {},
) => {
  // Keyed by consumer too: two consumers of one event each do their own work once. The partition is
  // named by the first call's function (one per container on Lambda), as it always was.
  let partition: string | undefined;

  const processRecord = async (record: SQSRecord, pk: string, context: Context) => {
    const envelope = JSON.parse(record.body) as { 'detail-type'?: string; detail?: unknown };
    if (envelope['detail-type'] !== contract.name)
      throw new Error(`unexpected event ${envelope['detail-type']}`);
    const detail = contract.detail.parse(envelope.detail);
    if (repeatable) {
      await work(detail);
      return;
    }
    await onceForEvent(
      { pk, eventId: detail.eventId, remainingMs: context.getRemainingTimeInMillis?.() },
      () => work(detail),
    );
  };

  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    partition ??= idempotencyPartitionOf(context.functionName, contract.name);
    const pk = partition;
    return processPartialBatch(event, (record) => processRecord(record, pk, context));
  };
};

type Consumer = (event: SQSEvent, context: Context) => Promise<SQSBatchResponse>;

const detailTypeOf = (record: SQSRecord): string => {
  try {
    return (JSON.parse(record.body) as { 'detail-type'?: string })['detail-type'] ?? '';
  } catch {
    return '';
  }
};

/**
 * One queue carrying several event types: each record goes to its type's consumer (`byType`, keyed by
 * detail-type; a type it lacks goes to `fallback`, whose own type check fails it), and the records that
 * failed anywhere are reported together. A batch may mix the types, so it is never routed by its first.
 */
export const consumersByDetailType =
  (byType: Record<string, Consumer>, fallback: Consumer): Consumer =>
  async (event, context) => {
    const batches = new Map<string, SQSRecord[]>();
    for (const record of event.Records) {
      const type = detailTypeOf(record);
      batches.set(type, [...(batches.get(type) ?? []), record]);
    }
    const answers = await Promise.all(
      [...batches].map(([type, Records]) => (byType[type] ?? fallback)({ Records }, context)),
    );
    return { batchItemFailures: answers.flatMap((answer) => answer.batchItemFailures) };
  };

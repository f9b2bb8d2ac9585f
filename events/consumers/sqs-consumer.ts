import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { IdempotencyConfig, makeIdempotent } from '@aws-lambda-powertools/idempotency';
import { DynamoDBPersistenceLayer } from '@aws-lambda-powertools/idempotency/dynamodb';
import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import type * as z from 'zod/mini';
import { dynamo, tableName } from '#functions/lib/dynamo';
import type { EventContract, EventDetail } from '../contracts/define-event';

/** The partition of a consumer's records of the events it has done (one per function and event type). */
export const idempotencyPartitionOf = (functionName: string, eventName: string): string =>
  `IDEMPOTENCY#${functionName}#${eventName}`;

/**
 * An SQS consumer of one event contract. Each record's EventBridge envelope is parsed with the
 * contract's schema (a malformed one fails every time and ends in the DLQ); the work runs at most
 * once per event id (a redelivered or republished event changes nothing twice); failed records are
 * reported alone, so SQS redelivers only those.
 */
export const sqsConsumer = <S extends z.ZodMiniType>(
  contract: EventContract<S>,
  work: (detail: EventDetail<S>) => Promise<unknown>,
) => {
  let idempotentWork: ((detail: EventDetail<S>) => Promise<unknown>) | undefined;
  const config = new IdempotencyConfig({
    eventKeyJmesPath: 'eventId',
    expiresAfterSeconds: 7 * 24 * 60 * 60,
  });

  // Keyed by consumer too: two consumers of one event each do their own work once.
  const setUp = (functionName: string) => {
    idempotentWork ??= makeIdempotent(work, {
      persistenceStore: new DynamoDBPersistenceLayer({
        tableName: tableName(),
        keyAttr: 'pk',
        sortKeyAttr: 'sk',
        staticPkValue: idempotencyPartitionOf(functionName, contract.name),
        expiryAttr: 'expiresAt',
        awsSdkV3Client: dynamo(),
      }),
      config,
    });
    return idempotentWork;
  };

  const processRecord = async (record: SQSRecord, functionName: string) => {
    const envelope = JSON.parse(record.body) as { 'detail-type'?: string; detail?: unknown };
    if (envelope['detail-type'] !== contract.name)
      throw new Error(`unexpected event ${envelope['detail-type']}`);
    await setUp(functionName)(contract.detail.parse(envelope.detail));
  };

  return async (event: SQSEvent, context: Context): Promise<SQSBatchResponse> => {
    config.registerLambdaContext(context);
    return processPartialResponse(
      event,
      (record: SQSRecord) => processRecord(record, context.functionName),
      new BatchProcessor(EventType.SQS),
      { context },
    );
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

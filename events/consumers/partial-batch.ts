import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';

// An SQS batch with partial failure, as Powertools batch's `processPartialResponse` with a
// `BatchProcessor` did it: every record processed at once (its default `processInParallel`), the ones
// that threw reported in `batchItemFailures` so SQS delivers only those again, and a batch whose every
// record threw thrown whole (`throwOnFullBatchFailure`, on by default), so SQS delivers it all again.

/** Every record of the batch threw: each one's error is in `recordErrors`. */
export class FullBatchFailureError extends Error {
  constructor(readonly recordErrors: unknown[]) {
    super('All records failed processing. See individual errors below.');
    this.name = 'FullBatchFailureError';
  }
}

/** Processes each record of the batch concurrently; the failed ones reported, or thrown if all failed. */
export const processPartialBatch = async (
  event: SQSEvent,
  processRecord: (record: SQSRecord) => Promise<unknown>,
): Promise<SQSBatchResponse> => {
  if (!Array.isArray(event.Records)) throw new Error('Unexpected batch type: no SQS records');
  const outcomes = await Promise.allSettled(event.Records.map(async (record) => processRecord(record)));
  const errors: unknown[] = [];
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  outcomes.forEach((outcome, index) => {
    if (outcome.status === 'fulfilled') return;
    errors.push(outcome.reason);
    batchItemFailures.push({ itemIdentifier: event.Records[index]?.messageId ?? '' });
  });
  if (errors.length > 0 && errors.length === event.Records.length) throw new FullBatchFailureError(errors);
  return { batchItemFailures };
};

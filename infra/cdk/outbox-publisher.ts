import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { outboxPublisher } from '../wiring';
import { deadLetterQueue } from './dead-letter-queue';
import { type FunctionContext, ShopFunction } from './shop-function';

export interface OutboxPublisherProps {
  table: ITable;
  context: FunctionContext;
}

/** Table stream → publisher Lambda → bus. Batches that keep failing land in an SQS DLQ. */
export class OutboxPublisher extends Construct {
  readonly function: ShopFunction;
  readonly deadLetterQueue: sqs.Queue;

  constructor(scope: Construct, id: string, { table, context }: OutboxPublisherProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'Dlq', 'outbox-publisher-dlq');
    this.function = new ShopFunction(this, 'Publisher', { decl: outboxPublisher, context });
    this.function.fn.addEventSource(
      new DynamoEventSource(table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: outboxPublisher.batchSize,
        retryAttempts: outboxPublisher.maxRetries,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.deadLetterQueue),
        // The wiring's filter, as the local stream poller applies it too.
        filters: [{ pattern: JSON.stringify(outboxPublisher.filter) }],
      }),
    );
  }
}

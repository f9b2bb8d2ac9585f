import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as iam from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type RuleDecl, visibilityTimeoutSeconds } from '../wiring';
import { deadLetterQueue } from './dead-letter-queue';
import { type FunctionContext, ShopFunction } from './shop-function';

export interface QueuedRuleProps {
  rule: RuleDecl;
  context: FunctionContext;
}

/**
 * One rule of the wiring: bus pattern → SQS queue (with DLQ) → consumer Lambda. Events EventBridge cannot
 * put on the queue go to the same DLQ, so one queue per rule holds everything that was not handled.
 */
export class QueuedRule extends Construct {
  readonly queue: sqs.Queue;
  readonly deadLetterQueue: sqs.Queue;
  readonly consumer: ShopFunction;

  constructor(scope: Construct, id: string, { rule, context }: QueuedRuleProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'Dlq', `${rule.queue.name}-dlq`);
    this.queue = new sqs.Queue(this, 'Queue', {
      queueName: rule.queue.name,
      visibilityTimeout: Duration.seconds(visibilityTimeoutSeconds(rule)),
      deadLetterQueue: { queue: this.deadLetterQueue, maxReceiveCount: rule.queue.maxReceiveCount },
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });

    // The L1 rule takes the wiring's pattern verbatim (content filters such as `exists` included);
    // the L2 `EventPattern` would reshape its keys.
    const cfnRule = new events.CfnRule(this, 'Rule', {
      name: rule.name,
      eventBusName: context.bus.eventBusName,
      eventPattern: rule.pattern,
      targets: [
        { id: 'queue', arn: this.queue.queueArn, deadLetterConfig: { arn: this.deadLetterQueue.queueArn } },
      ],
    });
    for (const queue of [this.queue, this.deadLetterQueue]) {
      queue.addToResourcePolicy(
        new iam.PolicyStatement({
          principals: [new iam.ServicePrincipal('events.amazonaws.com')],
          actions: ['sqs:SendMessage'],
          resources: [queue.queueArn],
          conditions: { ArnEquals: { 'aws:SourceArn': cfnRule.attrArn } },
        }),
      );
    }

    this.consumer = new ShopFunction(this, 'Consumer', { decl: rule.consumer, context });
    this.consumer.fn.addEventSource(
      new SqsEventSource(this.queue, { batchSize: rule.queue.batchSize, reportBatchItemFailures: true }),
    );
  }
}

import { Duration } from 'aws-cdk-lib';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { acknowledge } from './acknowledge';

/** A dead-letter queue of the shop: 14 days to look and redrive, encrypted, TLS only; every one has an alarm. */
export function deadLetterQueue(scope: Construct, id: string, queueName: string): sqs.Queue {
  const queue = new sqs.Queue(scope, id, {
    queueName,
    retentionPeriod: Duration.days(14),
    encryption: sqs.QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  acknowledge(
    queue,
    'SQS3',
    'It is itself a dead-letter queue (of a rule target, stream mapping or schedule).',
  );
  return queue;
}

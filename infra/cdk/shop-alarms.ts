import { Duration } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as sns from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { acknowledge } from './acknowledge';

export interface ShopAlarmsProps {
  /** Who is told (CDK context `shop:alarmEmail`); the address confirms the SNS subscription once. */
  alarmEmail: string;
  /** Every dead-letter queue of the shop: one message in any of them is a failure nobody handled. */
  deadLetterQueues: sqs.IQueue[];
  httpApi: apigw.HttpApi;
}

/** Percent of the HTTP API's answers that were 5xx in five minutes, above which the alarm fires. */
export const serverErrorPercent = 5;

/**
 * The shop's alarms, all notifying one SNS topic: a message in any DLQ, the HTTP API's 5xx rate, and
 * Lambda errors and throttles (the account-wide metrics: one account and region hold one shop).
 */
export class ShopAlarms extends Construct {
  readonly topic: sns.Topic;

  constructor(scope: Construct, id: string, props: ShopAlarmsProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'Shop alarms', enforceSSL: true });
    acknowledge(
      this.topic,
      'SNS2',
      'Alarm notices carry no customer data; CloudWatch cannot publish to a topic under the AWS managed key.',
    );
    this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
    const notify = new SnsAction(this.topic);
    const alarm = (name: string, metric: cloudwatch.IMetric, threshold: number, description: string) =>
      new cloudwatch.Alarm(this, name, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      }).addAlarmAction(notify);

    for (const [index, queue] of props.deadLetterQueues.entries()) {
      alarm(
        `DeadLetters${index}`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
        1,
        `A message waits in ${queue.node.path}: look, fix the cause, redrive.`,
      );
    }
    const fiveMinutes = { period: Duration.minutes(5), statistic: 'Sum' };
    alarm(
      'ApiServerErrors',
      new cloudwatch.MathExpression({
        expression: 'IF(requests > 0, 100 * FILL(errors, 0) / requests, 0)',
        usingMetrics: {
          errors: props.httpApi.metricServerError(fiveMinutes),
          requests: props.httpApi.metricCount(fiveMinutes),
        },
        period: Duration.minutes(5),
      }),
      serverErrorPercent,
      `At least ${serverErrorPercent}% of the HTTP API's answers were 5xx in five minutes.`,
    );
    const lambda = (metricName: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/Lambda', metricName, ...fiveMinutes });
    alarm('LambdaErrors', lambda('Errors'), 1, 'A Lambda function of the shop failed.');
    alarm('LambdaThrottles', lambda('Throttles'), 1, 'A Lambda function of the shop was throttled.');
  }
}

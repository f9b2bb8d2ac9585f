import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { serverErrorPercent } from '#infra/cdk/shop-alarms';
import { repoRoot } from '#infra/cdk/shop-function';
import * as wiring from '#infra/wiring';
import { type Props, synthShop } from './synth';

// Monitoring on AWS: alarms on every DLQ, on 5xx and on Lambda errors and throttles, all to one
// SNS topic; access logs of both API stages, the distribution and the buckets; a DLQ behind every
// EventBridge target and schedule.

const { stateful, stateless, events } = synthShop();
const { context } = JSON.parse(readFileSync(join(repoRoot, 'cdk.json'), 'utf8')) as { context: Props };
const resources = (template: typeof stateless, type: string) =>
  Object.entries(template.findResources(type)).map(([id, r]) => [id, r.Properties as Props] as const);
const getAtt = (value: Props) => value['Fn::GetAtt'][0] as string;
const alarms = resources(events, 'AWS::CloudWatch::Alarm').map(([, a]) => a);
const [topicId] = resources(events, 'AWS::SNS::Topic').map(([id]) => id);

describe('alarms', () => {
  it('notify one SNS topic, subscribed by the alarm e-mail of the CDK context', () => {
    expect(resources(events, 'AWS::SNS::Topic')).toHaveLength(1);
    events.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: context['shop:alarmEmail'],
      TopicArn: { Ref: topicId },
    });
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
  });

  it('watch every dead-letter queue: one message is an alarm', () => {
    const dlqs = resources(events, 'AWS::SQS::Queue')
      .filter(([, q]) => !q.RedrivePolicy)
      .map(([id]) => id);
    expect(dlqs).toHaveLength(wiring.rules.length + 1 + wiring.schedules.length);
    const watched = alarms
      .filter((a) => a.Namespace === 'AWS/SQS')
      .map((a) => {
        expect(a).toMatchObject({
          MetricName: 'ApproximateNumberOfMessagesVisible',
          ComparisonOperator: 'GreaterThanOrEqualToThreshold',
          Threshold: 1,
        });
        return getAtt(a.Dimensions[0].Value);
      });
    expect(watched.sort()).toEqual(dlqs.sort());
  });

  it("watch the HTTP API's 5xx rate", () => {
    const [httpApi] =
      resources(stateless, 'AWS::ApiGatewayV2::Api').find(([, a]) => a.ProtocolType === 'HTTP') ?? [];
    const rate = alarms.find((a) => a.Metrics?.some((m: Props) => m.MetricStat?.Metric.MetricName === '5xx'));
    expect(rate?.Threshold).toBe(serverErrorPercent);
    const metrics = rate?.Metrics.filter((m: Props) => m.MetricStat) ?? [];
    expect(metrics.map((m: Props) => m.MetricStat.Metric.MetricName).sort()).toEqual(['5xx', 'Count']);
    // The API is the stateless stack's: the events stack imports its id.
    for (const m of metrics) {
      const [dimension] = m.MetricStat.Metric.Dimensions;
      expect(dimension.Name).toBe('ApiId');
      expect(JSON.stringify(dimension.Value)).toContain(httpApi);
    }
  });

  it('watch Lambda errors and throttles of every function', () => {
    for (const name of ['Errors', 'Throttles']) {
      const alarm = alarms.find((a) => a.Namespace === 'AWS/Lambda' && a.MetricName === name);
      expect(alarm, name).toMatchObject({
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      });
      expect(alarm?.Dimensions).toBeUndefined();
    }
  });
});

describe('access logs', () => {
  it('of the HTTP and WebSocket stages go to log groups with a retention', () => {
    const stages = resources(stateless, 'AWS::ApiGatewayV2::Stage');
    expect(stages).toHaveLength(2);
    for (const [, stage] of stages) {
      const group = stateless.toJSON().Resources[getAtt(stage.AccessLogSettings.DestinationArn)];
      expect(group.Type).toBe('AWS::Logs::LogGroup');
      expect(group.Properties.RetentionInDays).toBeGreaterThan(0);
      expect(JSON.parse(stage.AccessLogSettings.Format)).toMatchObject({ ip: '$context.identity.sourceIp' });
    }
  });

  it('of the buckets and the distribution go to the logs bucket', () => {
    const buckets = resources(stateful, 'AWS::S3::Bucket');
    const logs = buckets.filter(([, b]) => !b.LoggingConfiguration);
    expect(logs).toHaveLength(1);
    const [logsId, logsBucket] = logs[0] ?? [];
    expect(logsBucket?.LifecycleConfiguration.Rules[0].ExpirationInDays).toBe(90);
    expect(buckets).toHaveLength(wiring.buckets.length + 1);
    for (const [id, bucket] of buckets.filter(([bucketId]) => bucketId !== logsId)) {
      expect(bucket.LoggingConfiguration, id).toEqual({
        DestinationBucketName: { Ref: logsId },
        LogFilePrefix: expect.stringMatching(/^s3\//),
      });
    }
    const [, distribution] = resources(stateless, 'AWS::CloudFront::Distribution')[0] ?? [];
    const logging = distribution?.DistributionConfig.Logging;
    expect(logging.Prefix).toBe('cloudfront/');
    expect(logging.Bucket['Fn::GetStackOutput'].OutputName).toContain(logsId);
  });
});

describe('dead-letter queues behind every delivery', () => {
  it.each(wiring.rules.map((r) => [r.name, r] as const))(
    'rule %s: EventBridge parks undeliverable events in its DLQ',
    (_, rule) => {
      const [, props] = resources(events, 'AWS::Events::Rule').find(([, r]) => r.Name === rule.name) ?? [];
      const [target] = props?.Targets ?? [];
      const queue = events.toJSON().Resources[getAtt(target.Arn)].Properties;
      expect(target.DeadLetterConfig.Arn).toEqual(queue.RedrivePolicy.deadLetterTargetArn);
      events.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: getAtt(target.DeadLetterConfig.Arn) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Action: 'sqs:SendMessage', Principal: { Service: 'events.amazonaws.com' } }),
          ]),
        },
      });
    },
  );

  it.each(wiring.schedules.map((s) => [s.name, s] as const))(
    'schedule %s: failed invocations land in a DLQ',
    (_, schedule) => {
      const [, props] =
        resources(events, 'AWS::Scheduler::Schedule').find(([, s]) => s.Name === schedule.name) ?? [];
      const dlq = events.toJSON().Resources[getAtt(props?.Target.DeadLetterConfig.Arn)];
      expect(dlq.Type).toBe('AWS::SQS::Queue');
      expect(dlq.Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { functionName } from '#infra/local/lambda';
import { cognitoLocalTriggerFunctions } from '#infra/local/services/cognito-triggers';
import { localTopology } from '#infra/local/topology';
import { type Props, synthShop } from './synth';

// The local runtime builds exactly what infra/local/topology.ts lists; this proves that list equals
// what the CDK app deploys, so a route, rule or queue cannot exist in one world and not the other.

const { stateful, stateless, events } = synthShop();
const local = localTopology();
/** The resources of a type in the stateless and events stacks (the APIs in one, the consumers and schedules in the other). */
const resources = (type: string) =>
  [stateless, events].flatMap(
    (template) => Object.entries(template.findResources(type)) as [string, { Properties: Props }][],
  );

describe('local runtime ↔ synthesized template', () => {
  it('has the same HTTP routes with the same protection', () => {
    const deployed = resources('AWS::ApiGatewayV2::Route')
      // HTTP route keys are `METHOD /path`; WebSocket ones are `$connect`, `subscribe`, …
      .filter(([, r]) => String(r.Properties.RouteKey).includes(' '))
      .map(
        ([, r]) =>
          `${r.Properties.RouteKey} ${r.Properties.AuthorizationType === 'JWT' ? 'protected' : 'public'}`,
      )
      .sort();
    const running = local.routes
      .map((r) => `${r.routeKey} ${r.access === 'public' ? 'public' : 'protected'}`)
      .sort();
    expect(running).toEqual(deployed);
  });

  it('has the same WebSocket routes', () => {
    const deployed = resources('AWS::ApiGatewayV2::Route')
      .map(([, r]) => String(r.Properties.RouteKey))
      .filter((key) => !key.includes(' '))
      .sort();
    expect([...local.websocketRoutes].sort()).toEqual(deployed);
  });

  it('has the same event rules, each with the same pattern feeding the same queue', () => {
    const queueNameById = Object.fromEntries(
      resources('AWS::SQS::Queue').map(([id, q]) => [id, String(q.Properties.QueueName)]),
    );
    const deployed = resources('AWS::Events::Rule')
      .map(([, r]) => ({
        pattern: r.Properties.EventPattern,
        queue: queueNameById[r.Properties.Targets[0].Arn['Fn::GetAtt'][0]],
      }))
      .sort((a, b) => String(a.queue).localeCompare(String(b.queue)));
    const running = local.rules
      .map((r) => ({ pattern: r.pattern, queue: r.queueName }))
      .sort((a, b) => a.queue.localeCompare(b.queue));
    expect(running).toEqual(deployed);
  });

  it('has the same queues with the same DLQ, receive count, visibility timeout and batch size', () => {
    const queues = resources('AWS::SQS::Queue');
    const nameById = Object.fromEntries(queues.map(([id, q]) => [id, String(q.Properties.QueueName)]));
    const mappings = resources('AWS::Lambda::EventSourceMapping');
    const deployed = queues
      .filter(([, q]) => q.Properties.RedrivePolicy)
      .map(([id, q]) => ({
        name: q.Properties.QueueName,
        dlqName: nameById[q.Properties.RedrivePolicy.deadLetterTargetArn['Fn::GetAtt'][0]],
        maxReceiveCount: q.Properties.RedrivePolicy.maxReceiveCount,
        visibilityTimeoutSeconds: q.Properties.VisibilityTimeout,
        batchSize: mappings.find(([, m]) => m.Properties.EventSourceArn?.['Fn::GetAtt']?.[0] === id)?.[1]
          .Properties.BatchSize,
      }))
      .sort((a, b) => String(a.name).localeCompare(String(b.name)));
    const running = local.queues
      .map(({ consumer: _, ...q }) => q)
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(running).toEqual(deployed);
  });

  it('has the same schedules and the same stream filter', () => {
    const deployed = resources('AWS::Scheduler::Schedule')
      .map(([, s]) => String(s.Properties.ScheduleExpression))
      .sort();
    expect(local.schedules.map((s) => s.expression).sort()).toEqual(deployed);
    const [, streamMapping] = resources('AWS::Lambda::EventSourceMapping').find(
      ([, m]) => m.Properties.StartingPosition === 'TRIM_HORIZON',
    ) ?? [undefined, undefined];
    expect(JSON.parse(streamMapping?.Properties.FilterCriteria.Filters[0].Pattern)).toEqual(
      local.streamFilter,
    );
  });

  it('has the same user pool triggers running the same entries', () => {
    const [pool] = Object.values(stateful.findResources('AWS::Cognito::UserPool')) as { Properties: Props }[];
    const descriptionOf = (logicalId: string) =>
      stateful.toJSON().Resources[logicalId].Properties.Description as string;
    const deployed = Object.entries(pool?.Properties.LambdaConfig ?? {})
      .map(
        ([trigger, arn]) =>
          `${trigger} ${functionName(descriptionOf((arn as { 'Fn::GetAtt': string[] })['Fn::GetAtt'][0] ?? ''))}`,
      )
      .sort();
    const running = Object.entries(cognitoLocalTriggerFunctions())
      .map(([trigger, name]) => `${trigger} ${name}`)
      .sort();
    expect(running).toEqual(deployed);
  });
});

import { Stack, type StackProps } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Construct } from 'constructs';
import * as wiring from '../wiring';
import { acknowledgeWildcards } from './acknowledge';
import { deadLetterQueue } from './dead-letter-queue';
import { OutboxPublisher } from './outbox-publisher';
import { QueuedRule } from './queued-rule';
import { ShopAlarms } from './shop-alarms';
import { ShopFunction } from './shop-function';
import type { StatelessStack } from './stateless-stack';

export interface EventsStackProps extends StackProps {
  stateless: StatelessStack;
  /** Where alarms are sent (`shop:alarmEmail`). */
  alarmEmail: string;
}

/**
 * The shop's asynchronous half, rebuilt from `infra/wiring.ts` like the stateless stack (a stack of its
 * own because CloudFormation holds at most 500 resources in one): each rule → SQS (+ DLQ) → consumer,
 * the outbox publisher on the table stream, the Scheduler schedules, and the alarms over every DLQ and
 * the HTTP API. Its functions are built with the stateless stack's context (table, bus, buckets,
 * secrets, environment, the live stage), which CloudFormation passes across as exports.
 */
export class EventsStack extends Stack {
  constructor(scope: Construct, id: string, props: EventsStackProps) {
    super(scope, id, props);
    const { context, httpApi } = props.stateless;

    const rules = wiring.rules.map((rule) => new QueuedRule(this, `Rule-${rule.name}`, { rule, context }));
    const outbox = new OutboxPublisher(this, 'Outbox', { table: context.table, context });

    const scheduleDlqs = wiring.schedules.map((schedule) => {
      const target = new ShopFunction(this, `Schedule-${schedule.name}`, { decl: schedule.target, context });
      const dlq = deadLetterQueue(this, `Schedule-${schedule.name}-Dlq`, `${schedule.name}-schedule-dlq`);
      const role = new iam.Role(this, `Schedule-${schedule.name}-Role`, {
        assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com'),
      });
      acknowledgeWildcards(role, "Lambda's grantInvoke: the function and its versions (`:*`), nothing else.");
      new scheduler.Schedule(this, `Schedule-${schedule.name}-Trigger`, {
        scheduleName: schedule.name,
        schedule: scheduler.ScheduleExpression.expression(schedule.expression),
        target: new LambdaInvoke(target.fn, {
          retryAttempts: schedule.retryAttempts,
          deadLetterQueue: dlq,
          role,
        }),
      });
      return dlq;
    });

    new ShopAlarms(this, 'Alarms', {
      alarmEmail: props.alarmEmail,
      deadLetterQueues: [...rules.map((r) => r.deadLetterQueue), outbox.deadLetterQueue, ...scheduleDlqs],
      httpApi,
    });
  }
}

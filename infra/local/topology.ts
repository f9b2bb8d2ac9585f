import {
  type Access,
  api,
  type EventPattern,
  type FunctionDecl,
  type HttpMethod,
  outboxPublisher,
  rules,
  schedules,
  visibilityTimeoutSeconds,
  websocket,
} from '../wiring';

// What the local runtime builds, derived from the wiring in one place. The runtime creates exactly
// these routes, rules, queues and schedules, and test/infra/parity.test.ts compares them with the
// synthesized CloudFormation template.

export interface LocalRoute {
  routeKey: string;
  method: HttpMethod;
  path: string;
  access: Access;
  fn: FunctionDecl;
}

export interface LocalQueue {
  name: string;
  dlqName: string;
  batchSize: number;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
  consumer: FunctionDecl;
}

export interface LocalRule {
  name: string;
  pattern: EventPattern;
  queueName: string;
}

export const localTopology = () => ({
  routes: api.flatMap((group): LocalRoute[] =>
    group.routes.map((route) => ({ ...route, routeKey: `${route.method} ${route.path}`, fn: group })),
  ),
  rules: rules.map(
    (rule): LocalRule => ({ name: rule.name, pattern: rule.pattern, queueName: rule.queue.name }),
  ),
  queues: rules.map(
    (rule): LocalQueue => ({
      name: rule.queue.name,
      dlqName: `${rule.queue.name}-dlq`,
      batchSize: rule.queue.batchSize,
      maxReceiveCount: rule.queue.maxReceiveCount,
      visibilityTimeoutSeconds: visibilityTimeoutSeconds(rule),
      consumer: rule.consumer,
    }),
  ),
  schedules: schedules.map((s) => ({ name: s.name, expression: s.expression, target: s.target })),
  websocketRoutes: [...websocket.routes],
  streamFilter: outboxPublisher.filter,
});
export type LocalTopology = ReturnType<typeof localTopology>;

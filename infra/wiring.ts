// The one declaration of the shop's wiring. The CDK stacks (infra/cdk) and the local runtime
// (infra/local) both read it, through this module, so the cloud and the laptop cannot drift apart;
// test/infra/parity.test.ts proves it against the synthesized template. The declarations live in
// wiring/, a file per kind of thing declared (infra/README.md lists them); this file only re-exports
// them, so everything imports one module (`#infra/wiring`).

export { allFunctions } from './wiring/all-functions';
export { api } from './wiring/api';
export {
  edgeCachedPathPatterns,
  edgeCachedRoutes,
  isEdgeCachedPath,
  matchesPathPattern,
  pathPatternOf,
} from './wiring/edge-cache';
export { type EventPattern, eventBus, outboxPublisher } from './wiring/event-bus';
export { type RuleDecl, rules, visibilityTimeoutSeconds } from './wiring/event-rules';
export { type FunctionDecl, type Grants, readsSecrets } from './wiring/function-decl';
export {
  type Access,
  type ApiGroup,
  type ApiGroupDecl,
  apiGroups,
  type HttpMethod,
  type RouteDecl,
} from './wiring/http-api';
export {
  attemptThrottle,
  defaultThrottle,
  mailLimits,
  perClientWindow,
  siteLimits,
  type Throttle,
} from './wiring/request-limits';
export { type ScheduleDecl, schedules } from './wiring/schedules';
export { type BucketName, buckets, table } from './wiring/table-and-buckets';
export { type CognitoTrigger, cognitoTriggers, userPool } from './wiring/user-pool';
export { websocket } from './wiring/websocket';

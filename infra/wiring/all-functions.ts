import { api } from './api';
import { outboxPublisher } from './event-bus';
import { rules } from './event-rules';
import type { FunctionDecl } from './function-decl';
import { schedules } from './schedules';
import { websocket } from './websocket';

/** Every function of the stateless stack, for bundling and parity checks (triggers: `cognitoTriggers`). */
export const allFunctions = (): FunctionDecl[] => [
  ...api,
  ...rules.map((r) => r.consumer),
  outboxPublisher,
  ...schedules.map((s) => s.target),
  websocket.function,
];

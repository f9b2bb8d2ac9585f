import { topicSubject } from '#shared/live';
import type { Connection } from '../../lib/table/live-connections';
import { callersOrder, type OrderCaller } from '../orders/read-order';
import { fail, ok, type Result } from '../result';
import type { LivePorts } from './deps';

/**
 * Whether the connection proves access to the topic: a `user:` topic only for that signed-in
 * customer; an `export:` topic only for the finance staff (the group of the token it connected with); an `order:` topic for the order's signed-in owner or for whoever sends the order link's
 * token, decided as the order's own read decides it (`callersOrder`).
 */
const mayWatch = async (
  ports: LivePorts,
  { sub, groups }: Connection,
  topic: string,
  token: string | undefined,
) => {
  const subject = topicSubject(topic);
  if (!subject) return false;
  if (subject.kind === 'user') return subject.sub === sub;
  if (subject.kind === 'export') return groups?.includes('finance') === true;
  const callers: OrderCaller[] = [
    ...(sub ? [{ kind: 'client' as const, sub }] : []),
    ...(token ? [{ kind: 'guest' as const, token }] : []),
  ];
  for (const caller of callers) {
    if ((await callersOrder(ports, caller, subject.orderId)).ok) return true;
  }
  return false;
};

/**
 * Input: the connection (with its verified `sub` when signed in), the topic, a guest's order link
 * token. Output: the topic now watched, or `not_allowed` (the same for an order that does not exist,
 * so a refusal tells nothing about other people's orders).
 * Course: decide access → record the subscription for the connection's lifetime.
 */
export const watchTopic = async (
  ports: LivePorts,
  { connection, topic, token }: { connection: Connection; topic: string; token?: string },
): Promise<Result<string>> => {
  if (!(await mayWatch(ports, connection, topic, token))) return fail('not_allowed');
  await ports.subscribe(topic, connection);
  return ok(topic);
};

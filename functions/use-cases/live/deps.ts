import { websocketConnectionTtlSeconds } from '#shared/settings';
import { type Connection, subscribeConnection } from '../../lib/table/live-connections';
import { getOrder, linkTokenHashOf } from '../../lib/table/orders';

/** The ports of the live topics: the order reads that prove access, and the subscription's record. */
export interface LivePorts {
  getOrder: typeof getOrder;
  linkTokenHashOf: typeof linkTokenHashOf;
  subscribe: (topic: string, connection: Connection) => Promise<void>;
}

export const deps = (): LivePorts => ({
  getOrder,
  linkTokenHashOf,
  subscribe: (topic, connection) => subscribeConnection(topic, connection, websocketConnectionTtlSeconds),
});

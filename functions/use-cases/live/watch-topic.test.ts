import { describe, expect, it } from 'vitest';
import type { Connection } from '../../lib/table/live-connections';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import type { LivePorts } from './deps';
import { watchTopic } from './watch-topic';

// Who may watch which live topic (the status page updates live, and only for a
// browser that proves access to the order).

const guestOrderId = '01JGVESTORDER0000000000001';
const customerOrderId = '01JCVSTOMERORDER0000000001';
const orders = [
  sampleOrder({ id: guestOrderId }),
  sampleOrder({ id: customerOrderId, owner: { kind: 'client', sub: 'anna' }, linkTokenHash: undefined }),
];

const livePorts = () => {
  const { ports } = fakeOrderPorts(orders);
  const subscribed: [string, Connection][] = [];
  const live: LivePorts = {
    getOrder: ports.getOrder,
    linkTokenHashOf: ports.linkTokenHashOf,
    subscribe: async (topic, connection) => void subscribed.push([topic, connection]),
  };
  return { live, subscribed };
};

const anna: Connection = { connectionId: 'c-anna', sub: 'anna' };
const eve: Connection = { connectionId: 'c-eve', sub: 'eve' };
const guest: Connection = { connectionId: 'c-guest' };

describe('watchTopic', () => {
  it.each<[string, Connection, string, string | undefined]>([
    ['a customer watches their own channel', anna, 'user:anna', undefined],
    ['the owner watches their order', anna, `order:${customerOrderId}`, undefined],
    ["a guest sends the order link's token", guest, `order:${guestOrderId}`, 'good-token'],
    ["a signed-in customer sends a guest order's link token", eve, `order:${guestOrderId}`, 'good-token'],
  ])('subscribes when %s', async (_, connection, topic, token) => {
    const { live, subscribed } = livePorts();
    expect(await watchTopic(live, { connection, topic, ...(token ? { token } : {}) })).toEqual({
      ok: true,
      value: topic,
    });
    expect(subscribed).toEqual([[topic, connection]]);
  });

  it.each<[string, Connection, string, string | undefined]>([
    ["a customer asks for another customer's channel", anna, 'user:eve', undefined],
    ['a guest asks for a user channel', guest, 'user:anna', undefined],
    ["another customer asks for a customer's order", eve, `order:${customerOrderId}`, undefined],
    ["another customer sends a token for a customer's order", eve, `order:${customerOrderId}`, 'good-token'],
    ['a guest sends no token', guest, `order:${guestOrderId}`, undefined],
    ['a guest sends a wrong token', guest, `order:${guestOrderId}`, 'guessed-token-0000'],
    ['the order does not exist', anna, 'order:01JN0SVCH0RDER000000000000', 'good-token'],
    ['the topic is of no known kind', anna, 'staff:orders', undefined],
  ])('refuses with not_allowed when %s, and records nothing', async (_, connection, topic, token) => {
    const { live, subscribed } = livePorts();
    expect(await watchTopic(live, { connection, topic, ...(token ? { token } : {}) })).toEqual({
      ok: false,
      code: 'not_allowed',
    });
    expect(subscribed).toEqual([]);
  });
});

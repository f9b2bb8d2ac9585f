import { describe, expect, it } from 'vitest';
import { subscribeMessageSchema, topicSubject } from './live';

// The live topics a browser may name: a customer's channel and one order's status.

const orderId = '01JQ3Z5W8K2M4N6P8R0T2V4X6Y';

describe('live subscribe messages', () => {
  it.each([
    { action: 'subscribe', topic: 'user:3f2a-77b1' },
    { action: 'subscribe', topic: `order:${orderId}` },
    { action: 'subscribe', topic: `order:${orderId}`, token: 'Qk9va1RvS2VuMTIzNDU2Nw' },
  ])('accepts %j', (message) => {
    expect(subscribeMessageSchema.safeParse(message).success).toBe(true);
  });

  it.each([
    ['an unknown topic kind', { action: 'subscribe', topic: 'staff:orders' }],
    ['an order id that is no ULID', { action: 'subscribe', topic: 'order:../../x' }],
    [
      'a token with other characters',
      { action: 'subscribe', topic: `order:${orderId}`, token: 'a b c d e f g h i j' },
    ],
    ['an unknown field', { action: 'subscribe', topic: `order:${orderId}`, sub: 'someone' }],
  ])('refuses %s', (_, message) => {
    expect(subscribeMessageSchema.safeParse(message).success).toBe(false);
  });

  it("names a topic's customer or order", () => {
    expect(topicSubject('user:abc')).toEqual({ kind: 'user', sub: 'abc' });
    expect(topicSubject(`order:${orderId}`)).toEqual({ kind: 'order', orderId });
    expect(topicSubject('order:short')).toBeUndefined();
  });
});

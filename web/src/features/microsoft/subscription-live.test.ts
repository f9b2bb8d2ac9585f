import { describe, expect, it } from 'vitest';
import type { LiveFrame } from '#shared/live';
import { concernsSubscription } from './subscription-live';

const id = '01JZ0000000000000000000000-1';
const frame = (type: string, data: unknown): LiveFrame => ({ type, topic: 'user:abc', data });

// The configuration summary reads its subscription again on each push about it.
describe('a live push about a subscription', () => {
  it.each<[string, LiveFrame | undefined, boolean]>([
    ['the connection back', undefined, true],
    ['provisioning requested', frame('subscription.provisioning-requested', { subscriptionId: id }), true],
    [
      'provisioned',
      frame('subscription.provisioned', { subscriptionId: id, domain: 'firma.onmicrosoft.com' }),
      true,
    ],
    ['provisioning failed', frame('subscription.provisioning-failed', { subscriptionId: id }), true],
    ['another subscription', frame('subscription.provisioned', { subscriptionId: `${id}0` }), false],
    ['an order', frame('order.paid', { subscriptionId: id }), false],
    ['no data', frame('subscription.provisioned', null), false],
  ])('%s: %s', (_, pushed, concerns) => {
    expect(concernsSubscription(pushed, id)).toBe(concerns);
  });
});

import { describe, expect, it } from 'vitest';
import { type ChangedSubscription, type ChangeMade, subscriptionChangeOf } from './subscription-change';

const subscription: ChangedSubscription = {
  id: '01JD0000000000000000000000-0',
  orderId: '01JD0000000000000000000000',
  orderNumber: '2026/000001',
  productId: 'm365-business-standard-monthly',
  name: 'Microsoft 365 Business Standard',
  email: 'anna@example.com',
  billing: 'monthly',
  quantity: 5,
  state: 'active',
  unitNet: 5_390,
  currency: 'PLN',
  createdAt: '2026-11-02T10:00:00.000Z',
  domain: 'firma.onmicrosoft.com',
  termStart: '2026-11-02T10:00:00.000Z',
  termEnd: '2026-12-02T10:00:00.000Z',
  autoRenew: true,
  termOrderId: '01JE0000000000000000000000',
};
const at = '2026-11-20T08:30:00.000Z';

describe('a subscription change', () => {
  it.each<[string, Parameters<typeof subscriptionChangeOf>[0], ChangeMade, object]>([
    [
      'an ordered line starts from no licences, under its order',
      'ordered',
      {},
      { quantityBefore: 0, quantity: 5, orderId: subscription.orderId, chargeNet: 0, refundNet: 0 },
    ],
    [
      'licences added keep the count before, the count after and their prorated charge',
      'changed',
      { quantity: 8, chargeNet: 4_312 },
      { quantityBefore: 5, quantity: 8, chargeNet: 4_312 },
    ],
    [
      'licences taken away against added ones carry a negative charge',
      'changed',
      { quantity: 4, chargeNet: -1_078 },
      { quantityBefore: 5, quantity: 4, chargeNet: -1_078 },
    ],
    ['auto-renew switched off', 'changed', { autoRenew: false }, { autoRenew: false, quantity: 5 }],
    [
      'a cancellation carries what it gives back and ends the renewal',
      'cancelled',
      { state: 'cancelled', refundNet: 2_156, autoRenew: false },
      { refundNet: 2_156, autoRenew: false, chargeNet: 0 },
    ],
    [
      'a renewal names the renewal order and the new term',
      'renewed',
      {
        termStart: '2026-12-02T10:00:00.000Z',
        termEnd: '2027-01-02T10:00:00.000Z',
        termOrderId: '01JF0000000000000000000000',
      },
      {
        orderId: '01JF0000000000000000000000',
        termStart: '2026-12-02T10:00:00.000Z',
        termEnd: '2027-01-02T10:00:00.000Z',
      },
    ],
    [
      'a term ordered ahead names its order and the next term’s licences',
      'prepaid',
      { prepaidOrderId: '01JG0000000000000000000000', nextTermQuantity: 7 },
      { orderId: '01JG0000000000000000000000', nextTermQuantity: 7 },
    ],
    [
      'a failed provisioning keeps its reason',
      'failed',
      { state: 'failed', failure: 'provisioning_failed' },
      { failure: 'provisioning_failed', orderId: subscription.orderId },
    ],
  ])('%s', (_, kind, made, expected) => {
    expect(subscriptionChangeOf(kind, subscription, made, at)).toMatchObject({
      at,
      kind,
      subscriptionId: subscription.id,
      currency: 'PLN',
      unitNet: 5_390,
      ...expected,
    });
  });

  it('gives back nothing on any change but a cancellation, and names no failure but a failed one', () => {
    const changed = subscriptionChangeOf(
      'changed',
      { ...subscription, refundNet: 900, failure: 'x' },
      {},
      at,
    );
    expect(changed.refundNet).toBe(0);
    expect(changed).not.toHaveProperty('failure');
  });
});

import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/invoices/invoice';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { activeSubscription as active, fakeSubscriptionPorts } from '../testing/fake-subscription-ports';
import { acceptRenewalOffer, type RenewalOfferPorts } from './renewal-offer';

// Accepting the renewal offer sets the next term at Partner Center, then orders it in one
// transaction; Microsoft never keeps a renewal the shop has no order of.

const termOrder = sampleOrder({ id: active.orderId, owner: { kind: 'client', sub: active.sub } });
const invoice = { kind: 'VAT', orderId: termOrder.id, number: 'FV/2026/01/000001' } as Invoice;
const input = { lines: [{ subscriptionId: active.id, quantity: 5 }] };

const setUp = (refusing: readonly string[] = []) => {
  const fake = fakeSubscriptionPorts({ refusing });
  fake.subscriptions.set(active.id, { ...active, autoRenew: false });
  fake.orders.set(termOrder.id, termOrder);
  fake.microsoft.set('pc-sub-1', { ...(fake.microsoft.get('pc-sub-1') ?? never()), autoRenewEnabled: false });
  const ports: RenewalOfferPorts = {
    ...fake.ports,
    readInvoiceByGuid: async (guid) => (guid === 'guid-1' ? invoice : undefined),
    orderItems: fakeOrderPorts([]).ports.orderItems,
    lastOrderSequence: async () => 0,
    newOrderId: () => '01JRENEWAL00000000000000AA',
  };
  return { fake, ports };
};

function never(): never {
  throw new Error('the fake Partner Center has no pc-sub-1');
}

describe('accepting a renewal offer', () => {
  it('sets the next term at Partner Center and orders it', async () => {
    const { fake, ports } = setUp();
    expect(await acceptRenewalOffer(ports, { sub: active.sub, guid: 'guid-1', input })).toMatchObject({
      ok: true,
      value: { orderId: '01JRENEWAL00000000000000AA' },
    });
    expect(fake.microsoft.get('pc-sub-1')).toMatchObject({
      autoRenewEnabled: true,
      scheduled: { quantity: 5 },
    });
  });

  it('puts the renewal back at Partner Center when the transaction is refused', async () => {
    const { fake, ports } = setUp(['subscription_changed']);
    expect(await acceptRenewalOffer(ports, { sub: active.sub, guid: 'guid-1', input })).toEqual({
      ok: false,
      code: 'subscription_changed',
    });
    expect(fake.microsoft.get('pc-sub-1')).toMatchObject({ autoRenewEnabled: false, scheduled: null });
  });

  it("leaves Partner Center as it is when another acceptance meanwhile ordered the term (it is that order's)", async () => {
    const { fake, ports } = setUp(['subscription_changed']);
    const commit = ports.commit;
    ports.commit = async (items, events) => {
      fake.subscriptions.set(active.id, { ...active, prepaidOrderId: '01JOTHER000000000000000000' });
      return commit(items, events);
    };
    await acceptRenewalOffer(ports, { sub: active.sub, guid: 'guid-1', input });
    expect(fake.microsoft.get('pc-sub-1')).toMatchObject({
      autoRenewEnabled: true,
      scheduled: { quantity: 5 },
    });
  });
});

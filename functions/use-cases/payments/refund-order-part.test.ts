import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { fakePaymentPorts, fakeProvider, samplePayment } from '../testing/fake-payment-ports';
import { partRequestIdOf, refundOrderPart } from './refund-order-part';

const committedItems = (commits: { items: { item: unknown }[] }[]) =>
  commits.flatMap(({ items }) => items.map(({ item }) => item));

const refund = {
  orderId: '01JORDER0000000000000000AA',
  orderNumber: '2026/000001',
  amount: 40_00,
  what: 'cancel:01JORDER0000000000000000AA-0',
  title: 'Microsoft 365 Business Standard',
  invoiceNumber: 'KOR/2026/11/000001',
  urlStatus: 'https://shop.test/api/payments/notifications/przelewy24/refunds',
};
const paidBlik = samplePayment({ paymentId: 'blik-1', state: 'paid', providerOrderId: 9001 });

describe('refundOrderPart', () => {
  it('asks the part back from the paid provider payment under a request derived from it and what it is for', async () => {
    const { provider, calls } = fakeProvider();
    const { ports, commits } = fakePaymentPorts({ provider, payments: [paidBlik] });
    expect(await refundOrderPart(ports, refund)).toBe('asked');
    const requestId = partRequestIdOf('blik-1', refund.what);
    expect(requestId.length).toBeLessThanOrEqual(45);
    expect(calls.map((call) => call.args)).toEqual([
      expect.objectContaining({
        requestId,
        sessionId: 'blik-1',
        providerOrderId: 9001,
        amount: 40_00,
        description: 'Zwrot 2026/000001',
      }),
    ]);
    expect(committedItems(commits)).toEqual([{ partRefundAsked: ['blik-1', requestId, 40_00] }]);
  });

  it('asks nothing more once the part was asked (a redelivered event)', async () => {
    const { provider, calls } = fakeProvider();
    const asked = {
      paymentId: 'blik-1',
      requestId: partRequestIdOf('blik-1', refund.what),
      amount: 40_00,
      title: refund.title,
      state: 'asked' as const,
      askedAt: '2026-11-20T10:00:00.000Z',
    };
    const { ports, commits } = fakePaymentPorts({ provider, payments: [paidBlik], partRefunds: [asked] });
    expect(await refundOrderPart(ports, refund)).toBe('askedBefore');
    expect(calls).toEqual([]);
    expect(commits).toEqual([]);
  });

  it('never asks more than is left of a payment: one refunded whole or with too little left is passed over', async () => {
    const { provider, calls } = fakeProvider();
    const { ports, warnings } = fakePaymentPorts({
      provider,
      payments: [
        samplePayment({
          paymentId: 'whole',
          state: 'paid',
          providerOrderId: 1,
          refundRequestId: 'refund-whole',
        }),
        samplePayment({ paymentId: 'spent', state: 'paid', providerOrderId: 2, refundedAmount: 90_00 }),
      ],
    });
    expect(await refundOrderPart(ports, refund)).toBe('byHand');
    expect(calls).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ message: 'refund to pay by hand' })]);
  });

  it('has nothing to pay back for an order not paid yet (a deferred payment)', async () => {
    const { ports, commits } = fakePaymentPorts({ payments: [samplePayment({ state: 'registered' })] });
    expect(await refundOrderPart(ports, refund)).toBe('nothingPaid');
    expect(commits).toEqual([]);
  });

  it('records nothing when the provider fails, so the redelivered event asks again', async () => {
    const { provider } = fakeProvider({
      refund: async () => {
        throw new ProviderError(503, 'Service unavailable', 503);
      },
    });
    const { ports, commits } = fakePaymentPorts({ provider, payments: [paidBlik] });
    await expect(refundOrderPart(ports, refund)).rejects.toThrow(ProviderError);
    expect(commits).toEqual([]);
  });
});

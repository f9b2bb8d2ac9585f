import { describe, expect, it } from 'vitest';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import { fakePaymentPorts, fakeProvider, samplePayment } from '../testing/fake-payment-ports';
import { refundOrder, refundRequestIdOf } from './refund-order';

const committedItems = (commits: { items: { item: unknown }[] }[]) =>
  commits.flatMap(({ items }) => items.map(({ item }) => item));

const orderId = '01JORDER0000000000000000AA';
const orderNumber = '2026/000001';
const urlStatus = 'https://shop.test/api/payments/notifications/przelewy24/refunds';
const paidBlik = samplePayment({ paymentId: 'blik-1', state: 'paid', providerOrderId: 9001 });

describe('refundOrder', () => {
  it('asks the whole amount of each paid provider payment back once and records the request', async () => {
    const { provider, calls } = fakeProvider();
    const { ports, commits } = fakePaymentPorts({
      provider,
      payments: [
        paidBlik,
        samplePayment({ paymentId: 'failed-1', state: 'failed' }),
        samplePayment({
          paymentId: 'asked-1',
          state: 'paid',
          providerOrderId: 9002,
          refundRequestId: 'refund-asked-1',
        }),
      ],
    });
    expect(await refundOrder(ports, { orderId, orderNumber, urlStatus })).toEqual({
      asked: ['blik-1'],
      byHand: [],
    });
    expect(calls.filter((call) => call.name === 'refund').map((call) => call.args)).toEqual([
      expect.objectContaining({
        requestId: refundRequestIdOf('blik-1'),
        sessionId: 'blik-1',
        providerOrderId: 9001,
        amount: 123_00,
        urlStatus,
      }),
    ]);
    expect(committedItems(commits)).toEqual([{ refundAsked: ['blik-1', 'refund-blik-1'] }]);
  });

  it('sends the same request again after a crash: the same ids, and "already exists" counts as asked', async () => {
    const { provider, calls } = fakeProvider({
      refund: async () => {
        throw new ProviderError(400, 'Request already exists', 400);
      },
    });
    const { ports, commits } = fakePaymentPorts({ provider, payments: [paidBlik] });
    await refundOrder(ports, { orderId, orderNumber, urlStatus });
    const again = fakeProvider();
    await refundOrder(fakePaymentPorts({ provider: again.provider, payments: [paidBlik] }).ports, {
      orderId,
      orderNumber,
      urlStatus,
    });
    expect(calls[0]?.args).toEqual(again.calls[0]?.args);
    expect(committedItems(commits)).toEqual([{ refundAsked: ['blik-1', 'refund-blik-1'] }]);
  });

  it('leaves the request unrecorded when the provider fails, so the redelivered event asks again', async () => {
    const { provider } = fakeProvider({
      refund: async () => {
        throw new ProviderError(503, 'Service unavailable', 503);
      },
    });
    const { ports, commits } = fakePaymentPorts({ provider, payments: [paidBlik] });
    await expect(refundOrder(ports, { orderId, orderNumber, urlStatus })).rejects.toThrow(ProviderError);
    expect(committedItems(commits)).toEqual([]);
  });

  it('leaves a payment booked by hand to staff, logged', async () => {
    const transfer = samplePayment({ paymentId: 'transfer-1', method: 'transfer', state: 'paid' });
    const { provider, calls } = fakeProvider();
    const { ports, warnings } = fakePaymentPorts({ provider, payments: [transfer] });
    expect(await refundOrder(ports, { orderId, orderNumber, urlStatus })).toEqual({
      asked: [],
      byHand: ['transfer-1'],
    });
    expect(calls).toEqual([]);
    expect(warnings).toEqual([expect.objectContaining({ message: 'refund to pay by hand' })]);
  });
});

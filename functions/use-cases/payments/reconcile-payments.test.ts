import { describe, expect, it } from 'vitest';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, fakeProvider, samplePayment } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { reconcilePayments } from './reconcile-payments';

const order = sampleOrder({ paymentMethod: 13 });
const overdue = (paymentId: string) =>
  samplePayment({ paymentId, expiresAt: new Date(fixedNow.getTime() - 60_000).toISOString() });

describe('reconcilePayments', () => {
  it('settles an overdue payment the provider has paid (its notice was lost), and expires one it has not', async () => {
    const { provider, calls } = fakeProvider({
      statuses: {
        lost: { state: 'paid', providerOrderId: 77, amount: 123_00, currency: 'PLN' },
        abandoned: { state: 'pending' },
      },
    });
    const { ports, commits } = fakePaymentPorts({
      orders: [order],
      payments: [overdue('lost'), overdue('abandoned'), samplePayment({ paymentId: 'still-in-time' })],
      provider,
    });
    expect(await reconcilePayments(ports)).toEqual({ settled: 1, expired: 1, unchanged: 0 });
    expect(calls.filter((call) => call.name === 'verify')).toEqual([
      { name: 'verify', args: { sessionId: 'lost', providerOrderId: 77, amount: 123_00, currency: 'PLN' } },
    ]);
    expect(commits.map(({ items }) => items[0]?.item)).toEqual([
      { movePayment: ['lost', 'settle', { settledAt: fixedNow.toISOString(), providerOrderId: 77 }] },
      { movePayment: ['abandoned', 'expire', {}] },
    ]);
  });

  it('expires, unsettled, a payment the provider reports paid with another amount', async () => {
    const { provider } = fakeProvider({
      statuses: { odd: { state: 'paid', providerOrderId: 78, amount: 1_00, currency: 'PLN' } },
    });
    const { ports, warnings } = fakePaymentPorts({ orders: [order], payments: [overdue('odd')], provider });
    expect(await reconcilePayments(ports)).toEqual({ settled: 0, expired: 1, unchanged: 0 });
    expect(warnings).toHaveLength(1);
  });

  it('changes nothing when a notice settled the payment during the run (the conditions failed)', async () => {
    const { provider } = fakeProvider({
      statuses: { raced: { state: 'paid', providerOrderId: 79, amount: 123_00, currency: 'PLN' } },
    });
    const { ports } = fakePaymentPorts({
      orders: [order],
      payments: [overdue('raced')],
      provider,
      failing: ['payment_not_settleable'],
    });
    expect(await reconcilePayments(ports)).toEqual({ settled: 0, expired: 0, unchanged: 1 });
  });
});

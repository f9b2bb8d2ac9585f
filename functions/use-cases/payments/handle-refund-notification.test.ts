import { describe, expect, it } from 'vitest';
import type { RefundNotice } from '../../lib/payment-provider/port';
import { fakePaymentPorts, samplePayment } from '../testing/fake-payment-ports';
import { handleRefundNotification } from './handle-refund-notification';

const notice = (changes: Partial<RefundNotice> = {}) => ({
  signed: true,
  requestId: 'req-1',
  refundsUuid: 'uuid-1',
  sessionId: 'pay-1',
  providerOrderId: 9001,
  amount: 123_00,
  currency: 'PLN',
  status: 0,
  ...changes,
});

describe('handleRefundNotification', () => {
  it('moves a paid payment to refunded once (a repeated notice fails the condition and changes nothing)', async () => {
    const { ports, commits } = fakePaymentPorts({ payments: [samplePayment({ state: 'paid' })] });
    expect(await handleRefundNotification(ports, notice())).toEqual({ ok: true, value: 'refunded' });
    expect(commits[0]?.items).toEqual([
      { item: { movePayment: ['pay-1', 'refund', {}] }, whenConditionFails: 'payment_not_refundable' },
    ]);
    const again = fakePaymentPorts({
      payments: [samplePayment({ state: 'refunded' })],
      failing: ['payment_not_refundable'],
    });
    expect(await handleRefundNotification(again.ports, notice())).toEqual({ ok: true, value: 'unchanged' });
  });

  it("writes a customer's history line of the refund, a negative amount, in the same commit", async () => {
    const owned = samplePayment({ state: 'paid', owner: { kind: 'client', sub: 'anna' } });
    const { ports, commits } = fakePaymentPorts({ payments: [owned] });
    await handleRefundNotification(ports, notice());
    expect(commits[0]?.items.map(({ item }) => item)).toEqual([
      { movePayment: ['pay-1', 'refund', {}] },
      { history: ['anna', 'pay-1', 'blik', -123_00] },
    ]);
  });

  it('logs a rejected refund and changes nothing', async () => {
    const { ports, commits, warnings } = fakePaymentPorts({ payments: [samplePayment({ state: 'paid' })] });
    expect(await handleRefundNotification(ports, notice({ status: 1 }))).toEqual({
      ok: true,
      value: 'unchanged',
    });
    expect(commits).toEqual([]);
    expect(warnings).toHaveLength(1);
  });

  it.each([
    ['a wrong sign', { ...notice(), signed: false }],
    ['an unknown session', notice({ sessionId: 'nobody' })],
    ['another amount', notice({ amount: 1 })],
  ])('refuses %s with invalid_data, changing nothing', async (_, body) => {
    const { ports, commits } = fakePaymentPorts({ payments: [samplePayment({ state: 'paid' })] });
    expect(await handleRefundNotification(ports, body)).toEqual({ ok: false, code: 'invalid_data' });
    expect(commits).toEqual([]);
  });
});

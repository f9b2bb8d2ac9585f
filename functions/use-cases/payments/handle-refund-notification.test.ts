import { describe, expect, it } from 'vitest';
import type { RefundNotice } from '../../lib/payment-provider/port';
import { fakePaymentPorts, samplePayment } from '../testing/fake-payment-ports';
import { handleRefundNotification } from './handle-refund-notification';

const notice = (changes: Partial<RefundNotice> = {}) => ({
  signed: true,
  requestId: 'refund-pay-1',
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

  it('tells the invoice a surplus was refunded, in the same commit, and nothing for another payment', async () => {
    const surplus = samplePayment({ state: 'paid', surplus: true });
    const { ports, commits } = fakePaymentPorts({ payments: [surplus] });
    await handleRefundNotification(ports, notice());
    expect(commits[0]?.events.map((event) => [event.detailType, JSON.parse(event.detail).data])).toEqual([
      [
        'payment.surplus-refunded',
        { paymentId: 'pay-1', orderId: surplus.orderId, amount: 123_00, currency: 'PLN' },
      ],
    ]);
    const plain = fakePaymentPorts({ payments: [samplePayment({ state: 'paid' })] });
    await handleRefundNotification(plain.ports, notice());
    expect(plain.commits[0]?.events).toEqual([]);
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

  describe('a part given back (a cancelled subscription)', () => {
    const part = {
      paymentId: 'pay-1',
      requestId: 'part-pay-1-abc',
      amount: 40_00,
      title: 'Microsoft 365 Business Standard',
      invoiceNumber: 'KOR/2026/11/000001',
      state: 'asked' as const,
      askedAt: '2026-11-20T10:00:00.000Z',
    };
    const owned = samplePayment({
      state: 'paid',
      owner: { kind: 'client', sub: 'anna' },
      refundedAmount: 40_00,
    });

    it('books the part once with its history line naming the KOR; the payment stays paid', async () => {
      const { ports, commits } = fakePaymentPorts({ payments: [owned], partRefunds: [part] });
      const result = await handleRefundNotification(
        ports,
        notice({ requestId: part.requestId, amount: 40_00 }),
      );
      expect(result).toEqual({ ok: true, value: 'refunded' });
      expect(commits[0]?.items).toEqual([
        { item: { partRefunded: ['pay-1', part.requestId] }, whenConditionFails: 'refunded_before' },
        { item: { history: ['anna', `pay-1.${part.requestId}`, 'blik', -40_00] } },
      ]);
    });

    it.each([
      ['an unknown request', notice({ requestId: 'part-pay-1-other', amount: 40_00 })],
      ['another amount than the part asked', notice({ requestId: 'part-pay-1-abc', amount: 123_00 })],
    ])('refuses %s with invalid_data', async (_, body) => {
      const { ports, commits } = fakePaymentPorts({ payments: [owned], partRefunds: [part] });
      expect(await handleRefundNotification(ports, body)).toEqual({ ok: false, code: 'invalid_data' });
      expect(commits).toEqual([]);
    });

    it('the whole refund after a part is what was left of the payment', async () => {
      const { ports } = fakePaymentPorts({ payments: [owned] });
      expect(await handleRefundNotification(ports, notice({ amount: 83_00 }))).toEqual({
        ok: true,
        value: 'refunded',
      });
      expect(await handleRefundNotification(ports, notice({ amount: 123_00 }))).toEqual({
        ok: false,
        code: 'invalid_data',
      });
    });
  });
});

import { describe, expect, it } from 'vitest';
import type { PaymentNotice } from '../../lib/payment-provider/port';
import type { Payment } from '../../lib/table/payments';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, fakeProvider, sampleNotice, samplePayment } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { acceptNotification, settleNotification } from './handle-notification';

const order = sampleOrder({ paymentMethod: 13, owner: { kind: 'client', sub: 'anna' } });
const signed = (notice: PaymentNotice = sampleNotice()) => ({ signed: true, ...notice });
const eventTypes = (commits: { events: { detailType: string }[] }[]) =>
  commits.flatMap(({ events }) => events.map((event) => event.detailType));

const setUp = (payment: Payment = samplePayment({ owner: order.owner }), failing: string[] = []) => {
  const { provider, calls } = fakeProvider();
  return { ...fakePaymentPorts({ orders: [order], payments: [payment], provider, failing }), calls };
};

const refused = [
  ['a wrong sign', { ...sampleNotice() }, 'bad_signature'],
  ['an unknown session', signed(sampleNotice({ sessionId: 'nobody' })), 'unknown_session'],
  ['another amount', signed(sampleNotice({ amount: 1_00 })), 'amount_or_currency_differs'],
  ['another currency', signed(sampleNotice({ currency: 'EUR' })), 'amount_or_currency_differs'],
] as const;

describe('acceptNotification (the route: storage first)', () => {
  it('puts a registered payment’s notice on the bus as received, and neither verifies nor changes anything', async () => {
    const { ports, commits, calls, announced } = setUp();
    const body = signed();
    expect(await acceptNotification(ports, body)).toEqual({ ok: true, value: 'accepted' });
    expect(announced).toEqual([body]);
    expect(calls).toEqual([]);
    expect(commits).toEqual([]);
  });

  it.each(['paid', 'refunded'] as const)(
    'answers a duplicate notice of a %s payment unchanged, putting nothing on the bus',
    async (state) => {
      const { ports, announced } = setUp(samplePayment({ state }));
      expect(await acceptNotification(ports, signed())).toEqual({ ok: true, value: 'unchanged' });
      expect(announced).toEqual([]);
    },
  );

  it.each(refused)(
    'refuses %s with invalid_data, logged, putting nothing on the bus',
    async (_, body, reason) => {
      const { ports, announced, warnings } = setUp();
      expect(await acceptNotification(ports, body)).toEqual({ ok: false, code: 'invalid_data' });
      expect(warnings).toMatchObject([{ fields: { reason } }]);
      expect(announced).toEqual([]);
    },
  );

  it('throws when the bus does not take the notice (the route answers 5xx, the provider sends it again), changing nothing', async () => {
    const { ports, commits } = setUp();
    ports.announceNotification = async () => {
      throw new Error('the bus refused payment.notified: InternalFailure');
    };
    await expect(acceptNotification(ports, signed())).rejects.toThrow('the bus refused');
    expect(commits).toEqual([]);
  });

  it('refuses a notice for a declined payment', async () => {
    const { ports, announced } = setUp(samplePayment({ state: 'failed' }));
    expect(await acceptNotification(ports, signed())).toEqual({ ok: false, code: 'invalid_data' });
    expect(announced).toEqual([]);
  });
});

describe('settleNotification (the consumer)', () => {
  it('verifies a registered payment and settles it in one transaction with the order move, history and payment.settled', async () => {
    const { ports, commits, calls } = setUp();
    expect(await settleNotification(ports, signed())).toEqual({ ok: true, value: 'settled' });
    expect(calls).toEqual([
      {
        name: 'verify',
        args: { sessionId: 'pay-1', providerOrderId: 9001, amount: 123_00, currency: 'PLN' },
      },
    ]);
    expect(commits).toHaveLength(1);
    expect(commits[0]?.items).toEqual([
      {
        item: {
          movePayment: ['pay-1', 'settle', { settledAt: fixedNow.toISOString(), providerOrderId: 9001 }],
        },
        whenConditionFails: 'payment_not_settleable',
      },
      {
        item: { moveOrder: [order.id, 'unpaid', 'toSend', 'done', fixedNow.toISOString()] },
        whenConditionFails: 'order_changed',
      },
      { item: { logMove: [order.id, 'bookPayment', 'provider'] } },
      { item: { history: ['anna', 'pay-1', 'blik', 123_00] } },
    ]);
    expect(eventTypes(commits)).toEqual(['order.status-changed', 'payment.settled']);
    const settled = JSON.parse(commits[0]?.events[1]?.detail ?? '{}');
    expect(settled).toMatchObject({
      topics: [`order:${order.id}`],
      data: { paymentId: 'pay-1', orderId: order.id, clientSub: 'anna', amount: 123_00, source: 'blik' },
    });
  });

  it('settles a payment that expired before its notice came (late money is booked once)', async () => {
    const { ports } = setUp(samplePayment({ state: 'expired', owner: order.owner }));
    expect(await settleNotification(ports, signed())).toEqual({ ok: true, value: 'settled' });
  });

  it.each(['paid', 'refunded'] as const)(
    'answers a duplicate notice of a %s payment without a change',
    async (state) => {
      const { ports, commits, calls } = setUp(samplePayment({ state }));
      expect(await settleNotification(ports, signed())).toEqual({ ok: true, value: 'unchanged' });
      expect(commits).toEqual([]);
      expect(calls).toEqual([]);
    },
  );

  it('answers unchanged when a concurrent notice settled the payment first (the condition failed)', async () => {
    const { ports } = setUp(samplePayment({ owner: order.owner }), ['payment_not_settleable']);
    expect(await settleNotification(ports, signed())).toEqual({ ok: true, value: 'unchanged' });
  });

  it.each(refused)(
    'refuses %s with invalid_data, logged, with no change and no verify',
    async (_, body, reason) => {
      const { ports, commits, calls, warnings } = setUp();
      expect(await settleNotification(ports, body)).toEqual({ ok: false, code: 'invalid_data' });
      expect(warnings).toMatchObject([{ fields: { reason } }]);
      expect(commits).toEqual([]);
      expect(calls).toEqual([]);
    },
  );

  it('refuses a notice for a declined payment, which the table does not let settle', async () => {
    const { ports, commits } = setUp(samplePayment({ state: 'failed' }));
    expect(await settleNotification(ports, signed())).toEqual({ ok: false, code: 'invalid_data' });
    expect(commits).toEqual([]);
  });

  it.each([
    ['cancelled meanwhile', sampleOrder({ paymentMethod: 13, status: 'cancelled' })],
    [
      'paid by another payment (a second tab)',
      sampleOrder({ paymentMethod: 13, status: 'toSend', payment: 'done' }),
    ],
  ])(
    'books a payment of an order %s as a surplus, without moving the order, for its refund',
    async (_, order) => {
      const { provider } = fakeProvider();
      const { ports, commits, warnings } = fakePaymentPorts({
        orders: [order],
        payments: [samplePayment()],
        provider,
      });
      expect(await settleNotification(ports, signed())).toEqual({ ok: true, value: 'settled' });
      const [item] = commits[0]?.items ?? [];
      expect(commits[0]?.items).toHaveLength(1);
      expect(item?.item).toEqual({
        movePayment: ['pay-1', 'settle', expect.objectContaining({ providerOrderId: 9001, surplus: true })],
      });
      expect(commits[0]?.events.map((event) => JSON.parse(event.detail).data)).toEqual([
        expect.objectContaining({ paymentId: 'pay-1', surplus: true }),
      ]);
      expect(warnings).toHaveLength(1);
    },
  );
});

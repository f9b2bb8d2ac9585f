import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '#shared/errors';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import { ProviderError } from '../../lib/payment-provider/provider-error';
import type { Order } from '../../lib/table/orders';
import { sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentPorts, fakeProvider, samplePayment } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { startOrderPayment } from './start-order-payment';

const blikOrder = sampleOrder({ paymentMethod: 13 });
const guest = { kind: 'guest', token: 'good-token' } as const;
const blik: StartPaymentInput = { method: 'blik', blikCode: '777123' };

const start = (ports: ReturnType<typeof fakePaymentPorts>['ports'], payment = blik, key = 'key-00000001') =>
  startOrderPayment(ports, {
    caller: guest,
    orderId: blikOrder.id,
    idempotencyKey: key,
    payment,
    urls: {
      urlReturn: ({ paymentId }) => `https://shop.test/return?payment=${paymentId}`,
      urlStatus: 'https://shop.test/api/payments/notifications/przelewy24',
    },
    client: { ip: '192.0.2.1', userAgent: 'test' },
  });

describe('startOrderPayment', () => {
  it('registers a BLIK payment of the order total at the provider, charges the code and waits registered', async () => {
    const { provider, calls } = fakeProvider();
    const { ports, commits } = fakePaymentPorts({ orders: [blikOrder], provider });
    expect(await start(ports)).toEqual({ ok: true, value: { paymentId: 'new-pay-1', state: 'registered' } });
    expect(calls.map((call) => call.name)).toEqual(['register', 'chargeBlikByCode']);
    expect(calls[0]?.args).toMatchObject({
      sessionId: 'new-pay-1',
      amount: 123_00,
      currency: 'PLN',
      method: 'blik',
      urlReturn: 'https://shop.test/return?payment=new-pay-1',
    });
    expect(commits[0]?.items.map(({ item }) => Object.keys(item)[0])).toEqual(['putPayment', 'idempotency']);
  });

  it('answers the provider page for a redirect method', async () => {
    const order = sampleOrder({ paymentMethod: 5 });
    const { ports } = fakePaymentPorts({ orders: [order] });
    expect(await start(ports, { method: 'online' })).toEqual({
      ok: true,
      value: { paymentId: 'new-pay-1', redirectUrl: 'https://p24.test/trnRequest/token-new-pay-1' },
    });
  });

  it('answers the first payment for the same key and body, and idempotency_key_reused for another body', async () => {
    const { provider, calls } = fakeProvider();
    const { ports } = fakePaymentPorts({ orders: [blikOrder], provider });
    const first = await start(ports);
    expect(await start(ports)).toEqual(first);
    expect(await start(ports, { method: 'blik', blikCode: '111111' })).toEqual({
      ok: false,
      code: 'idempotency_key_reused',
    });
    expect(calls.filter((call) => call.name === 'register')).toHaveLength(1);
  });

  it.each<[string, Order, ErrorCode]>([
    [
      'the order is paid',
      sampleOrder({ paymentMethod: 13, status: 'toSend', payment: 'done' }),
      'order_cannot_be_paid',
    ],
    [
      'the order is cancelled',
      sampleOrder({ paymentMethod: 13, status: 'cancelled' }),
      'order_cannot_be_paid',
    ],
    ['the order is paid by transfer', sampleOrder({ paymentMethod: 2 }), 'order_cannot_be_paid'],
    [
      'staff have not confirmed the availability yet',
      sampleOrder({ paymentMethod: 10, status: 'new' }),
      'order_cannot_be_paid',
    ],
    [
      'the financing partner has not declined the credit',
      sampleOrder({ paymentMethod: 11 }),
      'order_cannot_be_paid',
    ],
    [
      'BLIK is not offered in euro',
      sampleOrder({ paymentMethod: 13, currency: 'EUR' }),
      'payment_method_not_available',
    ],
  ])('refuses when %s, registering nothing', async (_, order, code) => {
    const { provider, calls } = fakeProvider();
    const { ports } = fakePaymentPorts({ orders: [order], provider });
    expect(await start(ports)).toEqual({ ok: false, code });
    expect(calls).toEqual([]);
  });

  it.each<[string, Order]>([
    ['whose availability staff confirmed', sampleOrder({ paymentMethod: 10 })],
    [
      'whose credit the financing partner declined',
      sampleOrder({
        paymentMethod: 11,
        financingDeclined: { applicationId: 'FIN-1', decidedAt: '2026-11-01T00:00:00Z' },
      }),
    ],
  ])('registers the payment of an order %s (paid online from then on)', async (_, order) => {
    const { provider, calls } = fakeProvider();
    const { ports } = fakePaymentPorts({ orders: [order], provider });
    expect(await start(ports)).toEqual({ ok: true, value: { paymentId: 'new-pay-1', state: 'registered' } });
    expect(calls.map((call) => call.name)).toEqual(['register', 'chargeBlikByCode']);
  });

  it('answers order_not_found without the order link token', async () => {
    const { ports } = fakePaymentPorts({ orders: [blikOrder] });
    const result = await startOrderPayment(ports, {
      caller: { kind: 'guest', token: 'guessed' },
      orderId: blikOrder.id,
      idempotencyKey: 'key-00000001',
      payment: blik,
      urls: { urlReturn: () => 'r', urlStatus: 's' },
      client: { ip: '192.0.2.1', userAgent: 'test' },
    });
    expect(result).toEqual({ ok: false, code: 'order_not_found' });
  });

  it.each([
    ['wrong_code', 'blik_code_invalid'],
    ['expired', 'blik_code_expired'],
    ['used', 'blik_code_used'],
    ['declined', 'payment_declined'],
  ] as const)(
    'declines the payment when the provider refuses the BLIK code (%s → %s)',
    async (reason, code) => {
      const { provider } = fakeProvider({ blik: { accepted: false, reason } });
      const { ports, commits } = fakePaymentPorts({ orders: [blikOrder], provider });
      expect(await start(ports)).toEqual({ ok: false, code });
      expect(commits[1]?.items).toEqual([
        { item: { movePayment: ['new-pay-1', 'decline', {}] }, whenConditionFails: 'payment_not_declinable' },
      ]);
    },
  );

  it('throttles a sixth attempt on one order within 15 minutes with Retry-After', async () => {
    const earlier = [1, 2, 3, 4, 5].map((minutesAgo) =>
      samplePayment({
        paymentId: `p${minutesAgo}`,
        state: 'failed',
        createdAt: new Date(fixedNow.getTime() - minutesAgo * 60_000).toISOString(),
      }),
    );
    const { ports } = fakePaymentPorts({ orders: [blikOrder], payments: earlier });
    expect(await start(ports)).toEqual({ ok: false, code: 'too_many_attempts', retryAfterSeconds: 600 });
  });

  it('answers payment_redirection_failed when the provider cannot register, storing nothing', async () => {
    const { provider } = fakeProvider({
      register: async () => {
        throw new ProviderError('network', 'down');
      },
    });
    const { ports, commits } = fakePaymentPorts({ orders: [blikOrder], provider });
    expect(await start(ports)).toEqual({ ok: false, code: 'payment_redirection_failed' });
    expect(commits).toEqual([]);
  });

  it('answers a payment still in flight again for a second start of the same method (another tab, a double click)', async () => {
    const order = sampleOrder({ paymentMethod: 5 });
    const { provider, calls } = fakeProvider();
    const { ports } = fakePaymentPorts({ orders: [order], provider });
    const first = await start(ports, { method: 'online' }, 'key-tab-one-0001');
    expect(await start(ports, { method: 'online' }, 'key-tab-two-0002')).toEqual(first);
    expect(calls.filter((call) => call.name === 'register')).toHaveLength(1);
  });

  it('expires a payment in flight first when the buyer starts another method, then registers that one', async () => {
    const order = sampleOrder({ paymentMethod: 5 });
    const open = samplePayment({ paymentId: 'open-card', method: 'card', orderId: order.id });
    const { ports, commits } = fakePaymentPorts({ orders: [order], payments: [open] });
    expect(await start(ports, { method: 'online' })).toMatchObject({
      ok: true,
      value: { paymentId: 'new-pay-1' },
    });
    expect(commits[0]?.items).toEqual([
      { item: { movePayment: ['open-card', 'expire', {}] }, whenConditionFails: 'payment_not_open' },
    ]);
    expect(commits[1]?.items.map(({ item }) => Object.keys(item)[0])).toEqual(['putPayment', 'idempotency']);
  });

  it('registers anew once the earlier payment is past its time limit', async () => {
    const order = sampleOrder({ paymentMethod: 5 });
    const lapsed = samplePayment({
      paymentId: 'lapsed',
      method: 'online',
      orderId: order.id,
      expiresAt: new Date(fixedNow.getTime() - 60_000).toISOString(),
    });
    const { ports, commits } = fakePaymentPorts({ orders: [order], payments: [lapsed] });
    expect(await start(ports, { method: 'online' })).toMatchObject({
      ok: true,
      value: { paymentId: 'new-pay-1' },
    });
    expect(commits).toHaveLength(1);
  });
});

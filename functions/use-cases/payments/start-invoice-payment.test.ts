import { describe, expect, it } from 'vitest';
import type { Invoice } from '#shared/invoices/invoice';
import { sampleInvoice } from '#shared/invoices/sample-invoice';
import type { StartPaymentInput } from '#shared/payments/payment-input';
import { fakePaymentPorts, fakeProvider, samplePayment } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { startInvoicePayment } from './start-invoice-payment';

// The sample invoice in złoty: 14,883.00 gross of which 10,000.00 was booked, so 4,883.00 is left.
const unpaid: Invoice = {
  ...sampleInvoice,
  currency: 'PLN',
  buyer: { ...sampleInvoice.buyer, email: 'buyer@example.com' },
};
const blik: StartPaymentInput = { method: 'blik', blikCode: '777123' };

const setUp = (invoice: Invoice, payments = [samplePayment({ paymentId: 'other' })]) => {
  const { provider, calls } = fakeProvider();
  const fake = fakePaymentPorts({ provider, payments });
  const ports = {
    ...fake.ports,
    readInvoiceByGuid: async (guid: string) => (guid === invoice.guid ? invoice : undefined),
  };
  return { ...fake, ports, calls };
};

const start = (ports: ReturnType<typeof setUp>['ports'], guid = unpaid.guid, payment = blik) =>
  startInvoicePayment(ports, {
    guid,
    idempotencyKey: 'key-00000001',
    payment,
    urls: {
      urlReturn: (invoice, paymentId) => `https://shop.test/platnosc/${invoice.guid}?payment=${paymentId}`,
      urlStatus: 'https://shop.test/api/payments/notifications/przelewy24',
    },
    client: { ip: '192.0.2.1', userAgent: 'test' },
  });

describe('startInvoicePayment', () => {
  it('registers what is left to pay on the invoice, carrying the invoice, and charges the BLIK code', async () => {
    const { ports, calls, stored } = setUp(unpaid);
    expect(await start(ports)).toEqual({ ok: true, value: { paymentId: 'new-pay-1', state: 'registered' } });
    expect(calls.map((call) => call.name)).toEqual(['register', 'chargeBlikByCode']);
    expect(calls[0]?.args).toMatchObject({
      amount: 488_300,
      currency: 'PLN',
      email: 'buyer@example.com',
      urlReturn: `https://shop.test/platnosc/${unpaid.guid}?payment=new-pay-1`,
    });
    expect(stored.at(-1)).toMatchObject({
      orderId: unpaid.orderId,
      owner: { kind: 'client', sub: 'client-1' },
      amount: 488_300,
      invoice: { invoiceId: unpaid.invoiceId, guid: unpaid.guid, number: 'FV/2026/11/000123' },
    });
  });

  it('answers invoice_not_found for an unknown guid, registering nothing', async () => {
    const { ports, calls } = setUp(unpaid);
    expect(await start(ports, 'BBBBBBBBBBBBBBBBBBBBBB')).toEqual({ ok: false, code: 'invoice_not_found' });
    expect(calls).toEqual([]);
  });

  it.each<[string, Invoice]>([
    ['paid', { ...unpaid, payment: { ...unpaid.payment, paid: unpaid.totals.gross } }],
    ['overpaid', { ...unpaid, payment: { ...unpaid.payment, paid: unpaid.totals.gross + 1 } }],
    ['cancelled (corrected to zero)', { ...unpaid, correctedGross: 0 }],
    ['a correcting invoice', { ...unpaid, kind: 'KOR', series: 'KOR' }],
  ])('refuses a %s invoice with the spec’s "cannot be paid"', async (_, invoice) => {
    const { ports, calls } = setUp(invoice);
    expect(await start(ports)).toEqual({ ok: false, code: 'order_cannot_be_paid' });
    expect(calls).toEqual([]);
  });

  it('offers only the methods the invoice’s currency allows (no BLIK in euro)', async () => {
    const { ports } = setUp({ ...unpaid, currency: 'EUR' });
    expect(await start(ports)).toEqual({ ok: false, code: 'payment_method_not_available' });
    expect(await start(ports, unpaid.guid, { method: 'online' })).toMatchObject({ ok: true });
  });

  it('throttles a sixth attempt on one invoice within 15 minutes, counting only that invoice’s', async () => {
    const earlier = [1, 2, 3, 4, 5].map((minutesAgo) =>
      samplePayment({
        paymentId: `p${minutesAgo}`,
        orderId: unpaid.orderId,
        state: 'failed',
        createdAt: new Date(fixedNow.getTime() - minutesAgo * 60_000).toISOString(),
        invoice: { invoiceId: unpaid.invoiceId, guid: unpaid.guid, number: unpaid.number },
      }),
    );
    expect(await start(setUp(unpaid, earlier).ports)).toEqual({
      ok: false,
      code: 'too_many_attempts',
      retryAfterSeconds: 600,
    });
    const ofTheOrder = earlier.map(({ invoice, ...payment }) => payment);
    expect(await start(setUp(unpaid, ofTheOrder).ports)).toMatchObject({ ok: true });
  });

  it('answers that invoice’s payment still in flight for a second start of its method, not the order’s other payment', async () => {
    const invoice = { invoiceId: unpaid.invoiceId, guid: unpaid.guid, number: unpaid.number };
    const open = samplePayment({ paymentId: 'open-blik', orderId: unpaid.orderId, invoice });
    const { ports, calls } = setUp(unpaid, [open]);
    expect(await start(ports)).toEqual({ ok: true, value: { paymentId: 'open-blik', state: 'registered' } });
    expect(calls).toEqual([]);
    const { invoice: _none, ...ofTheOrder } = open;
    const other = setUp(unpaid, [ofTheOrder]);
    expect(await start(other.ports)).toMatchObject({ ok: true, value: { paymentId: 'new-pay-1' } });
  });

  it('answers the first payment again for the same Idempotency-Key and body', async () => {
    const { ports, calls } = setUp(unpaid);
    const first = await start(ports);
    expect(await start(ports)).toEqual(first);
    expect(calls.filter((call) => call.name === 'register')).toHaveLength(1);
  });
});

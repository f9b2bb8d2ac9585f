import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invoiceItems } from '#functions/lib/table/invoices';
import { findOrder } from '#functions/lib/table/orders';
import { putStock } from '#functions/lib/table/stock';
import { commitGuarded } from '#functions/lib/table/transaction';
import { saleInvoiceId } from '#functions/use-cases/invoices/issue-invoice';
import type { Runtime } from '#infra/local/runtime';
import { blikCodes } from '#infra/local/simulators/przelewy24/test-data';
import type { Invoice } from '#shared/invoices/invoice';
import { sampleInvoice } from '#shared/invoices/sample-invoice';
import { placeOrderOf } from '../support/place-order';
import { eventually, startTestRuntime } from '../support/runtime';
import { settledEventsOf } from '../support/settled-events';
import { type ShopCall, shopCall } from '../support/shop-call';

// Paying an invoice by its pay link's guid through the local gateway against the
// Przelewy24 sandbox: BLIK paid → the invoice paid and the order toSend, exactly one payment.settled
// carrying the guid; a paid invoice refused; an unknown guid not found; the amount is never the client's.

let runtime: Runtime;
const dock = 'dell-dock-wd19s-130w';

beforeAll(async () => {
  runtime = await startTestRuntime();
  await putStock([{ productId: dock, units: 50 }]);
}, 60_000);
afterAll(() => runtime?.stop());

let keys = 0;
const newKey = () => `inv-pay-key-${String(++keys).padStart(4, '0')}`;
const call = (method: string, path: string, options: ShopCall = {}) =>
  shopCall(runtime, method, path, options);

/**
 * A guest's unpaid BLIK order of one dock and its VAT invoice in złoty with nothing booked, stored as an
 * issue stores it (its own month's counter, so test files never share one). The issue-invoice consumer
 * then finds it on payment.settled and books nothing twice.
 */
const unpaidInvoice = async (): Promise<Invoice> => {
  const { orderId } = await placeOrderOf(runtime, { productId: dock, key: newKey() });
  const { clientSub: _guest, pdfKey: _none, ...sample } = sampleInvoice;
  const invoice: Invoice = {
    ...sample,
    invoiceId: saleInvoiceId(orderId),
    guid: randomBytes(16).toString('base64url'),
    orderId: orderId,
    currency: 'PLN',
    buyer: { ...sample.buyer, email: 'jan@example.pl' },
    payment: { ...sample.payment, paid: 0 },
  };
  expect((await commitGuarded(invoiceItems.issue(invoice, ulid(), 1), [])).ok).toBe(true);
  return invoice;
};

const payByBlik = (
  guid: string,
  body: Record<string, unknown> = { method: 'blik', blikCode: blikCodes.success },
) => call('POST', `/api/payments/invoices/${guid}/payments`, { key: newKey(), body });

const summaryOf = async (guid: string) => (await call('GET', `/api/payments/invoices/${guid}`)).body;

describe('paying an invoice by its guid', () => {
  it('by BLIK: the invoice turns paid, the order toSend, exactly one payment.settled with the guid', async () => {
    const invoice = await unpaidInvoice();
    const started = await payByBlik(invoice.guid);
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body).toEqual({ paymentId: expect.any(String), state: 'registered' });
    const paymentPath = `/api/payments/invoices/${invoice.guid}/payments/${started.body.paymentId}`;
    await eventually(async () => (await call('GET', paymentPath)).body.state === 'paid');
    const otherGuid = `/api/payments/invoices/${'B'.repeat(22)}/payments/${started.body.paymentId}`;
    expect(await call('GET', otherGuid)).toMatchObject({ status: 404, body: { code: 'payment_not_found' } });
    await eventually(async () => (await summaryOf(invoice.guid)).status === 3);
    expect(await summaryOf(invoice.guid)).toMatchObject({ status: 3, amountToPay: 0 });
    const [settled, ...more] = await settledEventsOf(runtime, started.body.paymentId);
    expect(more).toEqual([]);
    expect(JSON.parse(settled?.detail).data).toMatchObject({
      orderId: invoice.orderId,
      invoiceGuid: invoice.guid,
      amount: invoice.totals.gross,
    });
    // Found by id through an index, which on AWS is read eventually consistent.
    const order = await eventually(async () => {
      const found = await findOrder(invoice.orderId);
      return found?.payment === 'done' && found;
    });
    expect(order).toMatchObject({ status: 'toSend', payment: 'done' });

    const again = await payByBlik(invoice.guid);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'order_cannot_be_paid' });
  });

  it('answers 404 invoice_not_found for an unknown guid and for one no invoice can have', async () => {
    for (const guid of [randomBytes(16).toString('base64url'), 'not-a-guid']) {
      const answer = await payByBlik(guid);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 'invoice_not_found' });
    }
  });

  it('registers what is left to pay, never a figure of the client’s', async () => {
    const invoice = await unpaidInvoice();
    const withAmount = await payByBlik(invoice.guid, { method: 'online', amount: 1 });
    expect(withAmount.status).toBe(400);
    expect(withAmount.body).toMatchObject({ code: 'invalid_data' });
    const started = await payByBlik(invoice.guid, { method: 'online' });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    const registered = await fetch(
      `${runtime.przelewy24Url}/_sandbox/transactions/${started.body.paymentId}`,
    );
    expect(await registered.json()).toMatchObject({ amount: invoice.totals.gross, currency: 'PLN' });
  });
});

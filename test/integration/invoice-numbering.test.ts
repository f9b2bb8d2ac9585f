import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastInvoiceSequence, readInvoice } from '#functions/lib/table/invoices';
import { type Order, orderItems } from '#functions/lib/table/orders';
import { commitGuarded } from '#functions/lib/table/transaction';
import {
  bookSettledPayment,
  unbookRefundedSurplus,
} from '#functions/use-cases/invoices/book-settled-payment';
import { correctInvoice } from '#functions/use-cases/invoices/correct-invoice';
import { deps } from '#functions/use-cases/invoices/deps';
import { issueInvoice, saleInvoiceId } from '#functions/use-cases/invoices/issue-invoice';
import type { Runtime } from '#infra/local/runtime';
import { invoiceMonth } from '#shared/invoices/invoice-number';
import { invoiceStatus } from '#shared/invoices/invoice-status';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { startTestRuntime } from '../support/runtime';

// Invoice numbering against DynamoDB Local: numbers per series and month are taken
// in the invoice's own transaction, so 100 concurrent issues get 100 consecutive numbers, with no gap
// and no duplicate; an order's invoice is issued once however often it is asked for; a KOR takes a
// number of its own series and leaves the corrected invoice cancelled; a payment is booked on it once.

let runtime: Runtime;
beforeAll(async () => {
  runtime = await startTestRuntime();
}, 60_000);
afterAll(() => runtime?.stop());

let orders = 0;
const placedOrder = async (): Promise<Order> => {
  const order: Order = {
    ...sampleOrders.consumerPln,
    id: `01JDNUMBERING${String(++orders).padStart(13, '0')}`,
    owner: { kind: 'client', sub: 'numbering-client' },
  };
  await commitGuarded(orderItems.placed(order).map((item) => ({ item })));
  return order;
};

const sequenceOf = (number: string) => Number(number.split('/')[3]);
const okValue = <T>(result: { ok: true; value: T } | { ok: false; code: string }): T => {
  if (!result.ok) throw new Error(result.code);
  return result.value;
};

describe('invoice numbering', () => {
  it('gives 100 concurrent issues the next 100 numbers, gapless and without a duplicate', async () => {
    const placed = await Promise.all(Array.from({ length: 100 }, placedOrder));
    const month = invoiceMonth(new Date().toISOString());
    const before = await lastInvoiceSequence('FV', month);
    const invoices = await Promise.all(
      placed.map(async (order) =>
        okValue(await issueInvoice(deps(), { orderId: order.id, reason: 'payment-settled' })),
      ),
    );
    const sequences = invoices.map((invoice) => sequenceOf(invoice.number)).sort((a, b) => a - b);
    expect(sequences).toEqual(Array.from({ length: 100 }, (_, i) => before + 1 + i));
    expect(await lastInvoiceSequence('FV', month)).toBe(before + 100);
  }, 120_000);

  it('issues an order its invoice once, however often and concurrently it is asked', async () => {
    const order = await placedOrder();
    const month = invoiceMonth(new Date().toISOString());
    const before = await lastInvoiceSequence('FV', month);
    const answers = await Promise.all(
      (['payment-settled', 'deferred-payment', 'payment-settled', 'payment-settled'] as const).map(
        async (reason) => okValue(await issueInvoice(deps(), { orderId: order.id, reason })),
      ),
    );
    expect(new Set(answers.map((invoice) => invoice.number)).size).toBe(1);
    expect(await lastInvoiceSequence('FV', month)).toBe(before + 1);
  });

  it('corrects an invoice to zero with a KOR of its own series, once per correction, leaving it cancelled', async () => {
    const order = await placedOrder();
    const invoice = okValue(await issueInvoice(deps(), { orderId: order.id, reason: 'payment-settled' }));
    const correction = {
      invoiceId: invoice.invoiceId,
      change: 'to-zero' as const,
      reason: 'Anulowane zamówienie',
      correctionId: 'refund-1',
    };
    const [kor, again] = await Promise.all([
      correctInvoice(deps(), correction),
      correctInvoice(deps(), correction),
    ]);
    expect(okValue(kor).number).toMatch(/^KOR\/\d{4}\/\d{2}\/\d{6}$/);
    expect(okValue(again).number).toBe(okValue(kor).number);
    expect(okValue(kor).corrects).toMatchObject({ invoiceId: invoice.invoiceId, number: invoice.number });
    const corrected = await readInvoice(invoice.invoiceId);
    expect(corrected?.correctedGross).toBe(0);
    expect(corrected && invoiceStatus(corrected, corrected.payment.paid)).toBe(1);
  });

  it("books a settled payment on the order's invoice once, by order or by the invoice's guid", async () => {
    const order = await placedOrder();
    const gross = order.totals.total.gross;
    const settledAt = new Date().toISOString();
    const payment = { paymentId: 'pay-1', orderId: order.id, amount: gross, settledAt };
    const invoice = okValue(await bookSettledPayment(deps(), payment));
    if (!invoice) throw new Error('no invoice booked');
    okValue(await bookSettledPayment(deps(), payment));
    const booked = await readInvoice(invoice.invoiceId);
    expect(booked?.payment.paid).toBe(gross);
    expect(booked && invoiceStatus(booked, booked.payment.paid)).toBe(3);
    okValue(
      await bookSettledPayment(deps(), {
        paymentId: 'pay-2',
        invoiceGuid: invoice.guid,
        amount: 100,
        settledAt,
      }),
    );
    const overpaid = await readInvoice(invoice.invoiceId);
    expect(overpaid && invoiceStatus(overpaid, overpaid.payment.paid)).toBe(4);
  });

  it('books a surplus only on an invoice issued before (overpaid until refunded, then paid again), and issues none for it', async () => {
    const paid = await placedOrder();
    const settledAt = new Date().toISOString();
    const first = { paymentId: 'pay-s1', orderId: paid.id, amount: paid.totals.total.gross, settledAt };
    const invoice = okValue(await bookSettledPayment(deps(), first));
    const second = { ...first, paymentId: 'pay-s2', surplus: true as const };
    expect(okValue(await bookSettledPayment(deps(), second))?.invoiceId).toBe(invoice?.invoiceId);
    const booked = await readInvoice(String(invoice?.invoiceId));
    expect(booked && invoiceStatus(booked, booked.payment.paid)).toBe(4);
    // Refunded, the surplus is taken back once: paid again. One never booked takes nothing back.
    const refunded = { paymentId: 'pay-s2', orderId: paid.id, amount: paid.totals.total.gross };
    expect(okValue(await unbookRefundedSurplus(deps(), refunded))?.invoiceId).toBe(invoice?.invoiceId);
    await unbookRefundedSurplus(deps(), refunded);
    await unbookRefundedSurplus(deps(), { ...refunded, paymentId: 'pay-never-booked' });
    const taken = await readInvoice(String(invoice?.invoiceId));
    expect(taken?.payment.paid).toBe(paid.totals.total.gross);
    expect(taken && invoiceStatus(taken, taken.payment.paid)).toBe(3);

    const cancelled = await placedOrder();
    const late = {
      paymentId: 'pay-s3',
      orderId: cancelled.id,
      amount: 100,
      settledAt,
      surplus: true as const,
    };
    expect(await bookSettledPayment(deps(), late)).toEqual({ ok: true, value: undefined });
    expect(await readInvoice(saleInvoiceId(cancelled.id))).toBeUndefined();
  });

  it('refuses an order that does not exist, taking no number', async () => {
    const month = invoiceMonth(new Date().toISOString());
    const before = await lastInvoiceSequence('FV', month);
    expect(await issueInvoice(deps(), { orderId: 'no-such-order', reason: 'payment-settled' })).toEqual({
      ok: false,
      code: 'order_not_found',
    });
    expect(await lastInvoiceSequence('FV', month)).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import type { InvoiceListEntry } from '#shared/invoices/invoice-list';
import type { OrderView } from '#shared/orders/order-view';
import { duesOf } from './payments-due';

const order = (id: string, changes: Partial<OrderView> = {}) =>
  ({
    id,
    status: 'unpaid',
    payment: 'waiting',
    paymentMethod: 13,
    currency: 'PLN',
    createdAt: '2026-11-20T08:00:00.000Z',
    totals: { total: { net: 10_000, vat: 2_300, gross: 12_300 } },
    ...changes,
  }) as OrderView;

const invoice = (number: string, changes: Partial<InvoiceListEntry> = {}): InvoiceListEntry => ({
  invoiceId: number,
  guid: `${number}-guid`,
  orderId: 'o-1',
  orderNumber: '2026/000001',
  number,
  kind: 'VAT',
  issuedAt: '2026-11-10T08:00:00.000Z',
  dueDate: '2026-11-17',
  status: 2,
  gross: 50_000,
  amountToPay: 20_000,
  currency: 'PLN',
  downloadable: true,
  ...changes,
});

const today = '2026-11-24';

describe('what a customer has to pay', () => {
  it('lists orders waiting for an online payment and what is left to pay on unpaid invoices', () => {
    const dues = duesOf([order('blik')], [invoice('FV/1', { dueDate: '2026-12-01' })], today);
    expect(dues).toEqual([
      expect.objectContaining({ kind: 'order', orderId: 'blik', amount: 12_300, overdue: false }),
      expect.objectContaining({
        kind: 'invoice',
        number: 'FV/1',
        guid: 'FV/1-guid',
        amount: 20_000,
        overdue: false,
      }),
    ]);
  });

  it('leaves out what is not to be paid online now', () => {
    const orders = [
      order('transfer', { paymentMethod: 2 }),
      order('paid', { status: 'toSend', payment: 'done' }),
      order('cancelled', { status: 'cancelled' }),
    ];
    const invoices = [
      invoice('paid', { status: 3 }),
      invoice('cancelled', { status: 1 }),
      invoice('kor', { kind: 'KOR' }),
      invoice('nothing-left', { amountToPay: 0 }),
    ];
    expect(duesOf(orders, invoices, today)).toEqual([]);
  });

  it('puts overdue invoices first, then the rest by the date due', () => {
    const dues = duesOf(
      [order('today', { createdAt: '2026-11-24T07:00:00.000Z' })],
      [
        invoice('later', { dueDate: '2026-11-30' }),
        invoice('overdue-recent', { dueDate: '2026-11-23' }),
        invoice('overdue-old', { dueDate: '2026-11-01' }),
        invoice('due-today', { dueDate: today }),
      ],
      today,
    );
    expect(dues.map((due) => (due.kind === 'order' ? due.orderId : due.number))).toEqual([
      'overdue-old',
      'overdue-recent',
      'today',
      'due-today',
      'later',
    ]);
    expect(dues.filter((due) => due.overdue)).toHaveLength(2);
  });
});

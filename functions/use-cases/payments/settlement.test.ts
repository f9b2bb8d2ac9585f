import { describe, expect, it } from 'vitest';
import { fakeOrderPorts, sampleOrder } from '../testing/fake-order-ports';
import { fakePaymentItems, samplePayment } from '../testing/fake-payment-ports';
import { fixedNow } from '../testing/fake-table-ports';
import { settlementParts } from './settlement';

// A payment of an invoice's pay link: the settlement books it on the invoice as well.

const order = sampleOrder({ paymentMethod: 2, status: 'toSend', owner: { kind: 'client', sub: 'anna' } });
const invoice = { invoiceId: 'inv-1', guid: 'AAAAAAAAAAAAAAAAAAAAAA', number: 'FV/2026/11/000001' };
const ports = { orderItems: fakeOrderPorts([order]).ports.orderItems, paymentItems: fakePaymentItems };
const settledAt = fixedNow.toISOString();

describe('settlementParts of an invoice payment', () => {
  it('books the payment on the invoice, names the invoice in the history line and payment.settled', () => {
    const payment = { ...samplePayment({ orderId: order.id, owner: order.owner, invoice }), settledAt };
    const parts = settlementParts(ports, payment, order, undefined, fixedNow, { actor: 'provider' });
    expect(parts.items).toContainEqual({ item: { bookOnInvoice: ['inv-1', 'pay-1', 123_00] } });
    const settled = JSON.parse(parts.events.at(-1)?.detail ?? '{}');
    expect(settled.data).toMatchObject({ paymentId: 'pay-1', orderId: order.id, invoiceGuid: invoice.guid });
  });

  it('books nothing on an invoice for an order payment, whose payment.settled has no invoice guid', () => {
    const payment = { ...samplePayment({ orderId: order.id, owner: order.owner }), settledAt };
    const parts = settlementParts(ports, payment, order, undefined, fixedNow, { actor: 'provider' });
    expect(parts.items.map(({ item }) => Object.keys(item)[0])).toEqual(['history']);
    expect(JSON.parse(parts.events.at(-1)?.detail ?? '{}').data.invoiceGuid).toBeUndefined();
  });
});

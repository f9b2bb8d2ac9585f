import { describe, expect, it } from 'vitest';
import { sampleOrders } from '../invoices/sample-orders';
import { sampleBusinessOrderInput, sampleGuestOrderInput } from '../orders/sample-order-input';
import { customerLabelOf, partnerOrderFields, partnerOrderViewOf } from './partner-order';

const contact = sampleGuestOrderInput.contact;

describe('what a partner sees of its customer', () => {
  it.each([
    {
      case: 'a company by its name',
      details: { contact, invoice: sampleBusinessOrderInput.invoice },
      label: sampleBusinessOrderInput.invoice.companyName,
    },
    { case: 'a person by first name and initial', details: { contact }, label: 'Jan K.' },
    {
      case: 'a lower-case surname upper-cased',
      details: { contact: { ...contact, surname: 'łukasik' } },
      label: 'Jan Ł.',
    },
  ])('names $case', ({ details, label }) => {
    expect(customerLabelOf(details as Parameters<typeof customerLabelOf>[0])).toBe(label);
  });

  it.each([
    { order: sampleOrders.consumerPln, customer: 'Jan K.' },
    { order: sampleOrders.businessPln, customer: sampleBusinessOrderInput.invoice.companyName },
  ])('projects an order to the allowed fields only: $customer', ({ order, customer }) => {
    const view = partnerOrderViewOf(order);
    expect(Object.keys(view).sort()).toEqual([...partnerOrderFields].sort());
    expect(view).toEqual({
      id: order.id,
      number: order.number,
      createdAt: order.createdAt,
      status: 'toSend',
      statusId: 3,
      customer,
      lines: order.lines.map(({ productId, name, quantity }) => ({ productId, name, quantity })),
      net: order.totals.total.net,
      currency: 'PLN',
    });
    const shown = JSON.stringify(view);
    for (const hidden of [order.email, order.details.contact.phone, order.details.contact.street, 'Kowalski'])
      expect(shown).not.toContain(hidden);
  });
});

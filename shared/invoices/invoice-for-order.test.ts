import { describe, expect, it } from 'vitest';
import { isValidTaxNumber } from '../identity/tax-number';
import { invoiceForOrder } from './invoice-for-order';
import { sampleOrders } from './sample-orders';
import { shopCompany } from './shop-company';

const issue = {
  invoiceId: 'inv-1',
  guid: 'AAAAAAAAAAAAAAAAAAAAAA',
  number: 'FV/2026/11/000001',
  issuedAt: '2026-11-23T10:00:00.000Z',
  paid: 0,
};

describe('invoiceForOrder', () => {
  it('names the shop company as seller, with a NIP that passes the checksum', () => {
    const invoice = invoiceForOrder(sampleOrders.consumerPln, issue);
    expect(invoice.seller).toEqual(shopCompany);
    expect(isValidTaxNumber('PL', shopCompany.taxNumber ?? '')).toBe(true);
  });

  it.each([
    [
      'a consumer: name and address of the contact, no tax number',
      'consumerPln',
      { name: 'Jan Kowalski', countryCode: 'PL', addressLines: ['Prosta 1', '00-950 Warszawa'] },
    ],
    [
      'a Polish business: its NIP and company address',
      'businessPln',
      { name: 'Example sp. z o.o.', taxNumber: '5260250274', countryCode: 'PL' },
    ],
    [
      'an EU business: its VAT id without the prefix and its country',
      'euReverseCharge',
      { taxNumber: '123456789', countryCode: 'DE' },
    ],
  ] as const)('buyer of %s', (_case, order, buyer) => {
    const invoice = invoiceForOrder(sampleOrders[order], issue);
    expect(invoice.buyer).toMatchObject(buyer);
    if (!('taxNumber' in buyer)) expect(invoice.buyer.taxNumber).toBeUndefined();
  });

  it('takes each line with the net, VAT and gross the order holds, and shipping as a line', () => {
    const order = sampleOrders.consumerPln;
    const invoice = invoiceForOrder(order, issue);
    expect(invoice.lines).toEqual([
      expect.objectContaining({
        quantity: 2,
        unitNet: 49_900,
        net: 99_800,
        vat: 22_954,
        gross: 122_754,
        vatRate: '23',
        unit: 'usł.',
      }),
      expect.objectContaining({ name: 'Dostawa (courier)', quantity: 1, net: 1_500, vat: 345, gross: 1_845 }),
    ]);
    expect(invoice.totals).toEqual(order.totals.total);
  });

  it('sums the VAT per rate: goods leaving Poland and their delivery as WDT, the licence reverse-charged', () => {
    const invoice = invoiceForOrder(sampleOrders.euReverseCharge, issue);
    expect(invoice.vatSummary).toEqual([
      { rate: '0 WDT', net: 122_000, vat: 0, gross: 122_000, vatPln: 0 },
      { rate: 'np II', net: 30_000, vat: 0, gross: 30_000, vatPln: 0 },
    ]);
  });

  it('charges Polish VAT on goods delivered in Poland to a business with a German VAT id', () => {
    const invoice = invoiceForOrder(sampleOrders.euBusinessDeliveredInPoland, issue);
    expect(invoice.lines.map(({ vatRate, vat }) => ({ vatRate, vat }))).toEqual([
      { vatRate: '23', vat: 27_600 },
      { vatRate: 'np II', vat: 0 },
      { vatRate: '23', vat: 460 },
    ]);
    expect(invoice.notes.reverseCharge).toBe(true);
  });

  it('supplies services to a business outside the EU where it is (np I) and exports its goods at 0 %', () => {
    const invoice = invoiceForOrder(sampleOrders.swissBusiness, issue);
    expect(invoice.lines.map(({ vatRate }) => vatRate)).toEqual(['np I', '0 EX']);
    expect(invoice.buyer).toMatchObject({ countryCode: 'CH', taxNumber: '123456789' });
    expect(invoice.notes).toEqual({ reverseCharge: true, splitPayment: false });
  });

  it("taxes an EU consumer's order under OSS: the member state's rate on each line, no PLN VAT", () => {
    const invoice = invoiceForOrder(sampleOrders.consumerOssDe, issue);
    expect(invoice.lines.map(({ vatRate, ossRate, net, vat }) => ({ vatRate, ossRate, net, vat }))).toEqual([
      { vatRate: 'OSS', ossRate: 19, net: 16_000, vat: 3_040 },
      { vatRate: 'OSS', ossRate: 19, net: 1_000, vat: 190 },
    ]);
    expect(invoice.vatSummary).toEqual([
      { rate: 'OSS', ossRate: 19, net: 17_000, vat: 3_230, gross: 20_230 },
    ]);
  });

  it('gives the VAT in PLN at the rate the order recorded for another currency', () => {
    const invoice = invoiceForOrder(sampleOrders.consumerEur, issue);
    expect(invoice.exchangeRate).toMatchObject({ rate: '4.22', date: '2026-11-19' });
    expect(invoice.vatSummary).toEqual([
      { rate: '23', net: 17_970, vat: 4_133, gross: 22_103, vatPln: 17_441 },
    ]);
  });

  it.each([
    [
      'an EU business with a confirmed VAT id: reverse charge',
      'euReverseCharge',
      { reverseCharge: true, splitPayment: false },
    ],
    ['a consumer: no note', 'consumerPln', { reverseCharge: false, splitPayment: false }],
    [
      'a business, one laptop under PLN 15,000: no split payment',
      'businessPln',
      { reverseCharge: false, splitPayment: false },
    ],
    [
      'a business, laptops over PLN 15,000: split payment',
      'splitPayment',
      { reverseCharge: false, splitPayment: true },
    ],
  ] as const)('notes of %s', (_case, order, notes) => {
    expect(invoiceForOrder(sampleOrders[order], issue).notes).toEqual(notes);
  });

  it.each([
    ['deferred payment: 7 days after the order', 'businessPln', '2026-11-27'],
    ['BLIK: the day of the order', 'consumerPln', '2026-11-20'],
  ] as const)('payment due date of %s', (_case, order, dueDate) => {
    expect(invoiceForOrder(sampleOrders[order], issue).payment.dueDate).toBe(dueDate);
  });
});

import { describe, expect, it } from 'vitest';
import { invoiceListEntry, invoiceSummary } from './invoice-views';
import { sampleInvoice } from './sample-invoice';

// The sample's gross is 14,883.00 EUR, of which 10,000.00 was booked.

describe('invoice list entry', () => {
  it('names the realization, number, creation time, payment date and status (spec section 3)', () => {
    expect(invoiceListEntry(sampleInvoice)).toMatchObject({
      orderId: sampleInvoice.orderId,
      number: 'FV/2026/11/000123',
      issuedAt: '2026-11-20T10:00:00.000Z',
      dueDate: '2026-11-27',
      status: 2,
    });
  });

  it('carries its pay link, what is left to pay, and the KSeF number once KSeF accepted it', () => {
    const entry = invoiceListEntry(sampleInvoice);
    expect(entry).toMatchObject({ guid: sampleInvoice.guid, amountToPay: 488_300 });
    expect(invoiceListEntry({ ...sampleInvoice, ksef: { status: 'pending' } }).ksefNumber).toBeUndefined();
    const accepted = {
      ...sampleInvoice,
      ksef: { status: 'accepted' as const, number: '5265877635-20261120-0100A0B0C0D0-E1' },
    };
    expect(invoiceListEntry(accepted).ksefNumber).toBe('5265877635-20261120-0100A0B0C0D0-E1');
  });

  it('names the invoice a correcting invoice (KOR) corrects', () => {
    const kor = {
      ...sampleInvoice,
      kind: 'KOR' as const,
      corrects: {
        invoiceId: 'o-FV',
        number: 'FV/2026/11/000100',
        issuedAt: '2026-11-01T10:00:00.000Z',
        reason: 'zwrot',
      },
    };
    expect(invoiceListEntry(kor)).toMatchObject({ kind: 'KOR', corrects: 'FV/2026/11/000100' });
    expect(invoiceListEntry(sampleInvoice).corrects).toBeUndefined();
  });

  it('is downloadable once its PDF is stored', () => {
    expect(invoiceListEntry(sampleInvoice).downloadable).toBe(false);
    expect(invoiceListEntry({ ...sampleInvoice, pdfKey: 'invoices/x/FV.pdf' }).downloadable).toBe(true);
  });

  it.each([
    [1_488_300, 3],
    [1_500_000, 4],
  ] as const)('with %i booked has status %i', (paid, status) => {
    expect(invoiceListEntry({ ...sampleInvoice, payment: { ...sampleInvoice.payment, paid } }).status).toBe(
      status,
    );
  });
});

describe('invoice summary of the payment page', () => {
  it('asks for the gross less what was booked', () => {
    expect(invoiceSummary(sampleInvoice)).toEqual({
      number: 'FV/2026/11/000123',
      amountToPay: 488_300,
      currency: 'EUR',
      dueDate: '2026-11-27',
      status: 2,
    });
  });

  it('asks for nothing once overpaid, nor for an invoice corrected to zero (cancelled)', () => {
    const overpaid = { ...sampleInvoice, payment: { ...sampleInvoice.payment, paid: 1_500_000 } };
    expect(invoiceSummary(overpaid)).toMatchObject({ amountToPay: 0, status: 4 });
    expect(invoiceSummary({ ...sampleInvoice, correctedGross: 0 })).toMatchObject({
      amountToPay: 0,
      status: 1,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { languages } from '../locale';
import { invoiceLabels } from './invoice-labels';

describe('invoice labels', () => {
  it('name the parts of a Polish invoice as the VAT act and KSeF do', () => {
    expect(invoiceLabels.pl).toMatchObject({
      invoice: 'Faktura VAT',
      correction: 'Faktura korygująca',
      seller: 'Sprzedawca',
      buyer: 'Nabywca',
      issueDate: 'Data wystawienia',
      saleDate: 'Data sprzedaży',
      vatRate: 'Stawka VAT',
      net: 'Wartość netto',
      vat: 'Kwota VAT',
      gross: 'Wartość brutto',
      toPay: 'Do zapłaty',
      ksefNumber: 'Numer KSeF',
      reverseCharge: 'Odwrotne obciążenie',
      splitPayment: 'Mechanizm podzielonej płatności',
    });
  });

  it.each(languages)('label every part of an invoice in %s', (language) => {
    const labels = invoiceLabels[language];
    for (const text of Object.values(labels)) expect(text.trim()).not.toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { languages } from '../locale';
import { paymentMethodIds } from '../orders/payment-methods';
import { invoiceLabels, paymentFormOf } from './invoice-labels';

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
    const { paymentForms, ...labels } = invoiceLabels[language];
    for (const text of [...Object.values(labels), ...Object.values(paymentForms)])
      expect(text.trim()).not.toBe('');
  });

  it.each([
    ['cashOnDelivery', 'cash', 'Gotówka'],
    ['transfer', 'transfer', 'Przelew'],
    ['deferred', 'transfer', 'Przelew'],
    ['card', 'card', 'Karta'],
    ['blik', 'mobile', 'Płatność mobilna'],
    ['credit', 'credit', 'Kredyt'],
  ] as const)('print the method %s as the FA(3) payment form %s', (method, form, polish) => {
    expect(paymentFormOf(paymentMethodIds[method])).toBe(form);
    expect(invoiceLabels.pl.paymentForms[form]).toBe(polish);
  });
});

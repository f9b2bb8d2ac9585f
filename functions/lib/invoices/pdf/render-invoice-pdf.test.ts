import { describe, expect, it } from 'vitest';
import { invoiceForOrder } from '#shared/invoices/invoice-for-order';
import { sampleInvoice as invoice } from '#shared/invoices/sample-invoice';
import { sampleOrders } from '#shared/invoices/sample-orders';
import { pdfText as textOf } from '../../pdf/pdf-text';
import { renderInvoicePdf } from './render-invoice-pdf';

// The invoice PDF read back with poppler's pdftotext (.ci/run installs it), as a customer's reader
// would: what it must show, in the invoice's language, with the Polish letters intact.

const verificationLink =
  'https://qr.ksef.mf.gov.pl/invoice/5260250274/20-11-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE';

describe('renderInvoicePdf', () => {
  it('shows the number, dates, parties, lines and the KSeF number with Polish letters', () => {
    const text = textOf(renderInvoicePdf(invoice, { ksefQr: { invoice: verificationLink } }));
    expect(text).toContain('Faktura VAT FV/2026/11/000123');
    expect(text).toContain('Data wystawienia: 2026-11-20');
    expect(text).toContain('Data sprzedaży: 2026-11-19');
    expect(text).toContain(`Zamówienie: ${invoice.orderNumber}`);
    expect(text).toContain('Sprzedawca');
    expect(text).toContain('Sklep Żółty Sp. z o.o.');
    expect(text).toContain('Nabywca');
    expect(text).toContain('Łódzka Kuźnia Gęśli S.A.');
    expect(text).toContain('NIP: 7251801126');
    expect(text).toContain('Laptop ThinkPad T14');
    expect(text).toContain('Numer KSeF: 5260250274-20261120-010203040506-0A');
  });

  it('sums the VAT per rate with the VAT in PLN at the NBP rate for a foreign currency', () => {
    const text = textOf(renderInvoicePdf(invoice));
    expect(text).toContain('Zestawienie według stawek VAT');
    expect(text).toContain('23 % 12 100,00 2783,00 14 883,00 11 831,10');
    expect(text).toContain('Kurs średni NBP EUR/PLN: 4.2512 (224/A/NBP/2026, 2026-11-18)');
  });

  it('states the totals, what was paid, what is left to pay, the due date and the payment form', () => {
    const text = textOf(renderInvoicePdf(invoice));
    expect(text).toContain('Wartość brutto: 14 883,00 €');
    expect(text).toContain('Zapłacono: 10 000,00 €');
    expect(text).toContain('Do zapłaty: 4883,00 €');
    expect(text).toContain('Termin płatności: 2026-11-27');
    expect(text).toContain('Sposób płatności: Przelew');
  });

  it('notes split payment and reverse charge only where they apply', () => {
    const split = textOf(renderInvoicePdf(invoice));
    expect(split).toContain('Mechanizm podzielonej płatności');
    expect(split).not.toContain('Odwrotne obciążenie');
    const reverse = textOf(
      renderInvoicePdf({ ...invoice, notes: { reverseCharge: true, splitPayment: false } }),
    );
    expect(reverse).toContain('Odwrotne obciążenie');
    expect(reverse).not.toContain('Mechanizm podzielonej płatności');
  });

  it('notes each 0 % case its lines have: WDT with the reverse-charged licence, export with a service outside Poland', () => {
    const issued = (order: keyof typeof sampleOrders) =>
      invoiceForOrder(sampleOrders[order], {
        invoiceId: `inv-${order}`,
        guid: 'AAAAAAAAAAAAAAAAAAAAAA',
        number: 'FV/2026/11/000125',
        issuedAt: '2026-11-23T10:00:00.000Z',
        paid: 0,
      });
    const german = textOf(renderInvoicePdf(issued('euReverseCharge')));
    expect(german).toContain('0 WDT');
    expect(german).toContain('Odwrotne obciążenie');
    expect(german).toContain('Wewnątrzwspólnotowa dostawa towarów (art. 42 ustawy o VAT): stawka 0 %');
    expect(german).not.toContain('Eksport towarów');
    const norwegian = textOf(renderInvoicePdf(issued('norwegianConsumer')));
    expect(norwegian).toContain('Export of goods (VAT act art. 41(4)): 0% rate');
    expect(norwegian).toContain('Service not taxable in Poland');
    expect(norwegian).not.toContain('Reverse charge');
  });

  it("notes the OSS scheme and prints the member state's rate on an EU consumer's invoice", () => {
    const oss = invoiceForOrder(sampleOrders.consumerOssDe, {
      invoiceId: 'inv-oss',
      guid: 'AAAAAAAAAAAAAAAAAAAAAA',
      number: 'FV/2026/11/000124',
      issuedAt: '2026-11-23T10:00:00.000Z',
      paid: 0,
    });
    const text = textOf(renderInvoicePdf(oss));
    expect(text).toContain('19 % (OSS)');
    expect(text).toContain('OSS-Sonderregelung');
    expect(textOf(renderInvoicePdf(invoice))).not.toContain('OSS');
  });

  it('captions KOD I with the KSeF number, or OFFLINE before KSeF gave one, and KOD II as the certificate', () => {
    const accepted = textOf(renderInvoicePdf(invoice, { ksefQr: { invoice: verificationLink } }));
    expect(accepted).toContain('Zweryfikuj fakturę w KSeF');
    expect(accepted.match(/5260250274-20261120-010203040506-0A/g)).toHaveLength(2);
    const offline = textOf(
      renderInvoicePdf(
        { ...invoice, ksef: { status: 'offline', offlineSince: '2026-11-20T10:00:00.000Z' } },
        {
          ksefQr: {
            invoice: verificationLink,
            certificate: 'https://qr.ksef.mf.gov.pl/certificate/Nip/1/2/3/4/5',
          },
        },
      ),
    );
    expect(offline).toContain('OFFLINE');
    expect(offline).toContain('CERTYFIKAT');
  });

  it('refers a correcting invoice to the invoice it corrects', () => {
    const text = textOf(
      renderInvoicePdf({
        ...invoice,
        number: 'KOR/2026/11/000007',
        series: 'KOR',
        kind: 'KOR',
        corrects: {
          invoiceId: invoice.invoiceId,
          number: invoice.number,
          issuedAt: invoice.issuedAt,
          ksefNumber: '5260250274-20261120-010203040506-0A',
          reason: 'Zwrot towaru',
        },
      }),
    );
    expect(text).toContain('Faktura korygująca KOR/2026/11/000007');
    expect(text).toContain(
      'Faktura korygowana: FV/2026/11/000123 (Numer KSeF: 5260250274-20261120-010203040506-0A)',
    );
    expect(text).toContain('Przyczyna korekty: Zwrot towaru');
  });

  it('prints in the invoice language, Cyrillic included', () => {
    const text = textOf(renderInvoicePdf({ ...invoice, language: 'ru' }));
    expect(text).toContain('Счёт-фактура НДС FV/2026/11/000123');
    expect(text).toContain('К оплате');
    expect(text).toContain('Продавец');
  });
});

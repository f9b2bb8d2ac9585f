import { describe, expect, it } from 'vitest';
import { jpkFieldsOf, type RegisterInvoice, vatRowsOf, vatTotals } from './vat-register';

const invoice = (overrides: Partial<RegisterInvoice>): RegisterInvoice => ({
  number: 'FV/2026/11/000001',
  kind: 'VAT',
  issuedAt: '2026-11-03T10:00:00.000Z',
  saleDate: '2026-11-03',
  currency: 'PLN',
  buyer: { name: 'Jan', countryCode: 'PL', addressLines: ['Warszawa'] },
  vatSummary: [{ rate: '23', net: 10000, vat: 2300, gross: 12300 }],
  ...overrides,
});

describe('the sales VAT register', () => {
  it('sums each rate’s net and VAT in PLN, a KOR’s negative differences in its own month', () => {
    const register = vatTotals(false);
    register.add(vatRowsOf(invoice({})));
    register.add(
      vatRowsOf(
        invoice({
          number: 'FV/2026/11/000002',
          vatSummary: [
            { rate: '23', net: 5000, vat: 1150, gross: 6150 },
            { rate: '8', net: 1000, vat: 80, gross: 1080 },
          ],
        }),
      ),
    );
    register.add(
      vatRowsOf(
        invoice({
          number: 'KOR/2026/11/000001',
          kind: 'KOR',
          vatSummary: [{ rate: '23', net: -10000, vat: -2300, gross: -12300 }],
        }),
      ),
    );
    expect(register.rows()).toEqual([
      { rate: '23', country: '', net: 5000, vat: 1150, invoices: 3 },
      { rate: '8', country: '', net: 1000, vat: 80, invoices: 1 },
    ]);
  });

  it('converts another currency at the invoice’s own rate, its VAT as the invoice states it in PLN', () => {
    const euro = invoice({
      currency: 'EUR',
      exchangeRate: { rate: '4.2512', date: '2026-11-02', table: '212/A/NBP/2026' },
      vatSummary: [{ rate: '23', net: 10000, vat: 2300, gross: 12300, vatPln: 9778 }],
    });
    expect(vatRowsOf(euro)).toEqual([{ rate: '23', country: 'PL', net: 42512, vat: 9778 }]);
  });

  it('keeps OSS rows apart per member state rate, and per country for an export’s summary', () => {
    const summary = vatTotals(true);
    const oss = (country: string, ossRate: number) =>
      invoice({
        buyer: { name: 'Anna', countryCode: country, addressLines: ['x'] },
        vatSummary: [{ rate: 'OSS', ossRate, net: 1000, vat: ossRate * 10, gross: 1000 + ossRate * 10 }],
      });
    summary.add(vatRowsOf(oss('DE', 19)));
    summary.add(vatRowsOf(oss('DE', 19)));
    summary.add(vatRowsOf(oss('FR', 20)));
    summary.add(vatRowsOf(invoice({})));
    expect(summary.rows()).toEqual([
      { rate: 'OSS', ossRate: 19, country: 'DE', net: 2000, vat: 380, invoices: 2 },
      { rate: 'OSS', ossRate: 20, country: 'FR', net: 1000, vat: 200, invoices: 1 },
      { rate: '23', country: 'PL', net: 10000, vat: 2300, invoices: 1 },
    ]);
  });

  it('names the JPK_V7M fields of each rate, none for OSS', () => {
    expect(jpkFieldsOf('23')).toEqual(['K_19', 'K_20']);
    expect(jpkFieldsOf('0 WDT')).toEqual(['K_21']);
    expect(jpkFieldsOf('OSS')).toEqual([]);
  });
});

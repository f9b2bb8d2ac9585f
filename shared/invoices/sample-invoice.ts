import type { Invoice } from './invoice';

// An invoice for tests of what shows an invoice (the PDF, the list and the payment page's summary).

/** A partly paid EUR invoice of a Polish company for a laptop (split payment) with its KSeF number. */
export const sampleInvoice: Invoice = {
  invoiceId: '01JD0000000000000000000001',
  guid: 'AAAAAAAAAAAAAAAAAAAAAA',
  number: 'FV/2026/11/000123',
  series: 'FV',
  kind: 'VAT',
  issuedAt: '2026-11-20T10:00:00.000Z',
  saleDate: '2026-11-19',
  orderId: '01JD0000000000000000000002',
  orderNumber: '2026/000002',
  clientSub: 'client-1',
  language: 'pl',
  currency: 'EUR',
  exchangeRate: { rate: '4.2512', date: '2026-11-18', table: '224/A/NBP/2026' },
  seller: {
    name: 'Sklep Żółty Sp. z o.o.',
    taxNumber: '5260250274',
    countryCode: 'PL',
    addressLines: ['ul. Złota 1', '00-019 Warszawa'],
  },
  buyer: {
    name: 'Łódzka Kuźnia Gęśli S.A.',
    taxNumber: '7251801126',
    countryCode: 'PL',
    addressLines: ['ul. Piotrkowska 5', '90-001 Łódź'],
  },
  lines: [
    {
      name: 'Laptop ThinkPad T14',
      quantity: 2,
      unit: 'szt.',
      unitNet: 600_000,
      net: 1_200_000,
      vatRate: '23',
      vat: 276_000,
      gross: 1_476_000,
      annex15: true,
    },
    {
      name: 'Microsoft 365 Business Standard',
      quantity: 1,
      unit: 'usł.',
      unitNet: 10_000,
      net: 10_000,
      vatRate: '23',
      vat: 2_300,
      gross: 12_300,
      annex15: false,
    },
  ],
  vatSummary: [{ rate: '23', net: 1_210_000, vat: 278_300, gross: 1_488_300, vatPln: 1_183_110 }],
  totals: { net: 1_210_000, vat: 278_300, gross: 1_488_300 },
  payment: { method: 2, dueDate: '2026-11-27', paid: 1_000_000 },
  notes: { reverseCharge: false, splitPayment: true },
  ksef: { status: 'accepted', number: '5260250274-20261120-010203040506-0A' },
};

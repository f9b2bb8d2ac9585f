import { describe, expect, it } from 'vitest';
import { sampleInvoiceData } from '../identity/sample-invoice-data';
import { searchTermOf, searchTermsOf } from './order-search';
import { placeOrderInputSchema } from './place-order-input';
import { sampleBusinessOrderInput } from './sample-order-input';

describe('searchTermOf: what a staff member typed', () => {
  it.each([
    ['2026/001234', { kind: 'number', value: '2026/001234' }],
    [' 2026/1234 ', { kind: 'number', value: '2026/001234' }],
    ['Jan@Example.PL', { kind: 'email', value: 'jan@example.pl' }],
    ['526-025-02-74', { kind: 'tax', value: '5260250274' }],
    ['PL 5260250274', { kind: 'tax', value: '5260250274' }],
    ['DE123456789', { kind: 'tax', value: '123456789' }],
    ['NL123456789B01', { kind: 'tax', value: '123456789B01' }],
    ['Kowalski', { kind: 'name', value: 'kowalski' }],
    ['  Łódzka  Kuźnia-Gęśli S.A.', { kind: 'name', value: 'lodzka kuznia gesli s a' }],
  ] as const)('%j → %j', (phrase, term) => {
    expect(searchTermOf(phrase)).toEqual(term);
  });

  it('finds nothing to look for in punctuation alone', () => {
    expect(searchTermOf(' -- ')).toBeUndefined();
  });
});

describe('searchTermsOf: what an order is found by', () => {
  const business = placeOrderInputSchema.parse({
    ...sampleBusinessOrderInput,
    contact: {
      ...sampleBusinessOrderInput.contact,
      firstName: 'Zofia',
      surname: 'Żółć',
      email: 'Biuro@Firma.pl',
    },
    invoice: { ...sampleInvoiceData, companyName: 'Łódzka Kuźnia Gęśli S.A.', taxNumber: '725-18-01-126' },
  });
  const terms = searchTermsOf({ number: '2026/000042', email: 'Zofia@Example.pl', details: business });

  it('holds the number, both e-mails, the names both ways round, the company and its tax number, each once', () => {
    expect(terms).toEqual([
      { kind: 'number', value: '2026/000042' },
      { kind: 'email', value: 'zofia@example.pl' },
      { kind: 'email', value: 'biuro@firma.pl' },
      { kind: 'name', value: 'zofia zolc' },
      { kind: 'name', value: 'zolc zofia' },
      { kind: 'name', value: 'zolc' },
      { kind: 'name', value: 'lodzka kuznia gesli s a' },
      { kind: 'tax', value: '7251801126' },
    ]);
  });

  it('is found by each phrase a customer would give on the phone', () => {
    for (const phrase of [
      '2026/42',
      'ZOFIA@example.pl',
      'Żółć',
      'zofia żółć',
      'Łódzka Kuźnia Gęśli S.A.',
      '7251801126',
    ])
      expect(terms, phrase).toContainEqual(searchTermOf(phrase));
  });
});

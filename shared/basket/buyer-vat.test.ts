import { describe, expect, it } from 'vitest';
import { vatRates } from '../pricing/vat';
import { type Buyer, buyerVat, euCountries, isEuCountry } from './buyer-vat';

const buyer = (country: string, kind: Buyer['kind'], vatIdConfirmed = false): Buyer => ({
  country,
  kind,
  vatIdConfirmed,
});
const reverseCharge = { rate: 0, reverseCharge: true, note: 'vat.reverse_charge' } as const;

describe('VAT by the buyer', () => {
  it('knows the 27 EU member states, each with a rate in the table', () => {
    expect(euCountries).toHaveLength(27);
    for (const country of euCountries) expect(Object.hasOwn(vatRates, country), country).toBe(true);
    for (const country of ['GB', 'CH', 'NO', 'TR', 'US']) expect(isEuCountry(country), country).toBe(false);
  });

  it.each<[string, Buyer, ReturnType<typeof buyerVat>]>([
    ['a Polish consumer pays 23 %', buyer('PL', 'consumer'), { rate: 2300, reverseCharge: false }],
    [
      'a Polish business pays 23 % even with a confirmed VAT ID',
      buyer('PL', 'business', true),
      { rate: 2300, reverseCharge: false },
    ],
    ['a German consumer pays the German rate', buyer('DE', 'consumer'), { rate: 1900, reverseCharge: false }],
    [
      'a Hungarian consumer pays the Hungarian rate',
      buyer('HU', 'consumer'),
      { rate: 2700, reverseCharge: false },
    ],
    [
      'a German business with a confirmed VAT ID: reverse charge',
      buyer('DE', 'business', true),
      reverseCharge,
    ],
    [
      'a French business with a confirmed VAT ID: reverse charge',
      buyer('FR', 'business', true),
      reverseCharge,
    ],
    [
      'a German business whose VAT ID is not confirmed pays the German rate',
      buyer('DE', 'business'),
      { rate: 1900, reverseCharge: false },
    ],
    [
      'a Swiss business is not in the EU: the table rate',
      buyer('CH', 'business', true),
      { rate: 810, reverseCharge: false },
    ],
    [
      'a country the table does not list: 23 %',
      buyer('US', 'consumer'),
      { rate: 2300, reverseCharge: false },
    ],
  ])('%s', (_, who, vat) => {
    expect(buyerVat(who)).toEqual(vat);
  });
});

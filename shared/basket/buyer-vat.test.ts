import { describe, expect, it } from 'vitest';
import { vatRates } from '../pricing/vat';
import { basketVatOf, euCountries, isEuCountry, type VatIdCheck } from './buyer-vat';

const check = (result: VatIdCheck['result']): VatIdCheck => ({
  vatId: 'DE123456789',
  checkedAt: '2026-12-01T10:00:00.000Z',
  result,
});

describe('VAT by the buyer', () => {
  it('knows the 27 EU member states, each with a rate in the table', () => {
    expect(euCountries).toHaveLength(27);
    for (const country of euCountries) expect(Object.hasOwn(vatRates, country), country).toBe(true);
    for (const country of ['GB', 'CH', 'NO', 'TR', 'US']) expect(isEuCountry(country), country).toBe(false);
  });

  it("names what VIES said about the buyer's VAT id, and why VAT is charged when it did not confirm it", () => {
    expect(basketVatOf(undefined)).toEqual({ treatment: 'standard' });
    expect(basketVatOf(check('valid'))).toEqual({ treatment: 'vatIdConfirmed', check: check('valid') });
    expect(basketVatOf(check('invalid'))).toMatchObject({ message: 'vat.id_not_confirmed' });
    expect(basketVatOf(check('unavailable'))).toMatchObject({ message: 'vat.id_check_unavailable' });
  });
});

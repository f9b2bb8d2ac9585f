import { describe, expect, it } from 'vitest';
import { hasValidNipChecksum, isValidTaxNumber, normalizeTaxNumber, vatId } from './tax-number';
import { isValidZipCode } from './zip-code';

describe('tax numbers', () => {
  it('checks the Polish NIP checksum', () => {
    expect(hasValidNipChecksum('5260250274')).toBe(true);
    expect(hasValidNipChecksum('5260250275')).toBe(false);
    expect(isValidTaxNumber('PL', 'PL 526-025-02-74')).toBe(true);
    expect(isValidTaxNumber('PL', '526-02-50-275')).toBe(false);
    expect(isValidTaxNumber('PL', '12345')).toBe(false);
  });

  it('checks EU VAT ID formats per country, with or without the prefix', () => {
    expect(isValidTaxNumber('DE', 'DE123456789')).toBe(true);
    expect(isValidTaxNumber('DE', '12345678')).toBe(false);
    expect(isValidTaxNumber('CZ', '12345678')).toBe(true);
    expect(isValidTaxNumber('CZ', 'CZ1234567890')).toBe(true);
    expect(isValidTaxNumber('CZ', '1234567')).toBe(false);
    expect(isValidTaxNumber('FR', 'FR AB 123456789')).toBe(true);
    expect(isValidTaxNumber('FR', '123456789')).toBe(false);
    expect(isValidTaxNumber('AT', 'ATU12345678')).toBe(true);
    expect(isValidTaxNumber('NL', 'NL123456789B01')).toBe(true);
    expect(isValidTaxNumber('GR', 'EL123456789')).toBe(true);
  });

  it('normalizes to the bare number and rebuilds the VAT ID', () => {
    expect(normalizeTaxNumber('PL', 'pl 526.025.02.74')).toBe('5260250274');
    expect(vatId('PL', '526-025-02-74')).toBe('PL5260250274');
    expect(vatId('GR', '123456789')).toBe('EL123456789');
  });
});

describe('zip codes', () => {
  it('follows the country format', () => {
    expect(isValidZipCode('PL', '00-950')).toBe(true);
    expect(isValidZipCode('PL', '00950')).toBe(false);
    expect(isValidZipCode('DE', '10115')).toBe(true);
    expect(isValidZipCode('DE', '1011')).toBe(false);
    expect(isValidZipCode('CZ', '110 00')).toBe(true);
    expect(isValidZipCode('CZ', '11000')).toBe(true);
    expect(isValidZipCode('NL', '1012 ab')).toBe(true);
    expect(isValidZipCode('GB', 'SW1A 1AA')).toBe(true);
  });
});

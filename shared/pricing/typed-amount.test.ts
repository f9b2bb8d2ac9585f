import { describe, expect, it } from 'vitest';
import { minorUnitsOfTyped, typedAmountText } from './typed-amount';

describe('an amount typed into a field', () => {
  it.each([
    ['1299,99', 129_999],
    ['1299.99', 129_999],
    ['1299,9', 129_990],
    ['1299', 129_900],
    ['0,01', 1],
    ['0', 0],
    ['4 500,50', 450_050],
    ['4\u00a0500,50', 450_050],
    [' 12,30 ', 1_230],
    // 0.29 × 100 is 28.999… in floating point: read as text it is 29.
    ['0,29', 29],
    ['1,15', 115],
    ['9999999999999,99', 999_999_999_999_999],
  ])('%s is %i minor units', (text, minor) => {
    expect(minorUnitsOfTyped(text)).toBe(minor);
  });

  it.each([
    ['empty', ''],
    ['negative', '-100'],
    ['signed', '+100'],
    ['three decimals', '1,234'],
    ['two separators', '1.234,50'],
    ['a trailing separator', '12,'],
    ['no whole units', ',50'],
    ['letters', '12a'],
    ['an exponent', '1e3'],
    ['a currency', '12 zł'],
    ['too many digits', '10000000000000'],
  ])('refuses %s', (_, text) => {
    expect(minorUnitsOfTyped(text)).toBeUndefined();
  });

  it.each([
    [129_999, 'pl', '1299,99'],
    [129_999, 'en', '1299.99'],
    [5, 'pl', '0,05'],
    [0, 'en', '0.00'],
    [100_000_000, 'pl', '1000000,00'],
  ])('shows %i in %s as %s, read back the same', (minor, language, text) => {
    expect(typedAmountText(minor, language)).toBe(text);
    expect(minorUnitsOfTyped(text)).toBe(minor);
  });
});

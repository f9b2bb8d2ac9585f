import { describe, expect, it } from 'vitest';
import { deviceValueOf, maxDeviceValue } from './device-value';

describe('a device value typed into the calculator', () => {
  it.each([
    ['1137', 113_700],
    ['1137,5', 113_750],
    ['1137.05', 113_705],
    ['4 500,50', 450_050],
    ['0,01', 1],
    ['10000000', maxDeviceValue],
  ])('%s is %i minor units', (text, minor) => {
    expect(deviceValueOf(text)).toBe(minor);
  });

  it.each([
    ['', ''],
    ['zero', '0'],
    ['negative', '-100'],
    ['three decimals', '1,234'],
    ['letters', '12a'],
    ['above the limit', '10000000,01'],
  ])('refuses %s', (_, text) => {
    expect(deviceValueOf(text)).toBeUndefined();
  });
});

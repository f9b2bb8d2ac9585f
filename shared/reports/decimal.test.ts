import { describe, expect, it } from 'vitest';
import { decimalOf, timesRate, withSeparator } from './decimal';

describe('amounts as decimals', () => {
  it('writes minor units with two decimals, a dot or a comma, from the integer', () => {
    expect(decimalOf(12345)).toBe('123.45');
    expect(decimalOf(12345, ',')).toBe('123,45');
    expect(decimalOf(5)).toBe('0.05');
    expect(decimalOf(0, ',')).toBe('0,00');
    expect(decimalOf(-1)).toBe('-0.01');
    expect(decimalOf(-120000, ',')).toBe('-1200,00');
    expect(decimalOf(900719925474099)).toBe('9007199254740.99');
  });

  it('refuses what is not an amount in minor units', () => {
    expect(() => decimalOf(1.5)).toThrow(RangeError);
  });

  it('writes a decimal string with the chosen separator', () => {
    expect(withSeparator('4.3012', ',')).toBe('4,3012');
    expect(withSeparator('4.3012', '.')).toBe('4.3012');
  });

  it('converts at a decimal rate exactly, half away from zero', () => {
    expect(timesRate(10000, '4.3012')).toBe(43012);
    expect(timesRate(1, '4.5')).toBe(5);
    expect(timesRate(-1, '4.5')).toBe(-5);
    expect(timesRate(3, '0.5')).toBe(2);
    expect(timesRate(123456789, '4')).toBe(493827156);
    // 0.1 × 3 in floats is 0.30000000000000004; here it stays exact.
    expect(timesRate(1001, '0.15')).toBe(150);
  });
});

import { describe, expect, it } from 'vitest';
import { amountOf, minorUnitsOf, moneyOf } from './allegro-amount';

// Allegro's decimal strings to minor units and back, exactly: no floating point on the way, so amounts
// whose float sum would drift (0.1 + 0.2) and the largest safe amounts convert to the unit.

describe('Allegro amounts', () => {
  it.each([
    ['123.45', 12345],
    ['19.9', 1990],
    ['25', 2500],
    ['0.01', 1],
    ['0.10', 10],
    ['0', 0],
    ['1.00', 100],
    ['90071992547409.91', 9007199254740991],
  ])('reads %s as %i minor units', (amount, minor) => {
    expect(minorUnitsOf(amount)).toBe(minor);
  });

  it('keeps the cents that floating point would lose', () => {
    // 4.35 * 100 is 434.99999999999994 in floating point.
    expect(minorUnitsOf('4.35')).toBe(435);
    expect(minorUnitsOf('1234567.89')).toBe(123456789);
  });

  it.each(['', '1.005', '-1.00', '1,50', '.5', '5.', '1e3', ' 12.00', 'PLN', '90071992547409.92'])(
    'refuses %j',
    (amount) => {
      expect(() => minorUnitsOf(amount)).toThrow(RangeError);
    },
  );

  it.each([
    [12345, '123.45'],
    [1990, '19.90'],
    [5, '0.05'],
    [0, '0.00'],
    [9007199254740991, '90071992547409.91'],
  ])('writes %i minor units as %s', (minor, amount) => {
    expect(amountOf(minor)).toBe(amount);
    expect(minorUnitsOf(amountOf(minor))).toBe(minor);
  });

  it.each([-1, 1.5, Number.MAX_SAFE_INTEGER + 1])('refuses to write %d', (minor) => {
    expect(() => amountOf(minor)).toThrow(RangeError);
  });

  it("makes an Allegro price the shop's money", () => {
    expect(moneyOf({ amount: '5290.00', currency: 'PLN' })).toEqual({ amount: 529000, currency: 'PLN' });
  });
});

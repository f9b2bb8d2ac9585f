import { describe, expect, it } from 'vitest';
import { orderNumberOf, orderNumberPattern, orderYearOf } from './order-number';

describe('order numbers', () => {
  it('are the year and the zero-padded place in its sequence', () => {
    expect(orderNumberOf('2026', 1)).toBe('2026/000001');
    expect(orderNumberOf('2026', 1234)).toBe('2026/001234');
    expect(orderNumberOf('2027', 1_234_567)).toBe('2027/1234567');
  });

  it("count an order in the shop's year: New Year's Eve 23:30 in Warsaw is still the old year", () => {
    expect(orderYearOf('2026-12-31T22:30:00.000Z')).toBe('2026');
    expect(orderYearOf('2026-12-31T23:30:00.000Z')).toBe('2027');
    expect(orderYearOf('2026-06-30T21:59:59.000Z')).toBe('2026');
  });

  it('are recognised as typed, with or without the leading zeros, and nothing else', () => {
    expect(orderNumberPattern.test('2026/001234')).toBe(true);
    expect(orderNumberPattern.test('2026/1234')).toBe(true);
    for (const text of ['01M8SMAZMRXEACP5DWGAW5TR0E', '2026-001234', '26/1', '2026/']) {
      expect(orderNumberPattern.test(text), text).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('formats minor units per locale and currency', () => {
    expect(formatMoney({ amount: 14900, currency: 'PLN' }, 'pl')).toBe('149,00\u00a0zł');
    expect(formatMoney({ amount: 3400, currency: 'EUR' }, 'en')).toBe('€34.00');
    expect(formatMoney({ amount: 3400, currency: 'EUR' }, 'de')).toBe('34,00\u00a0€');
    expect(formatMoney({ amount: 123456, currency: 'CHF' }, 'de')).toBe('1.234,56\u00a0CHF');
  });

  it('keeps exact cents (no float drift on minor units)', () => {
    expect(formatMoney({ amount: 9475, currency: 'PLN' }, 'en')).toBe('PLN\u00a094.75');
  });
});

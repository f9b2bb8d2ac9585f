import { describe, expect, it } from 'vitest';
import { auditChanges } from '../staff-audit';
import { toFieldErrors } from '../validation';
import { currencyOfAuditedPrice, pricesAudited, productPricesEditSchema } from './product-price-edits';

const fieldsOf = (input: unknown) => {
  const parsed = productPricesEditSchema.safeParse(input);
  return parsed.success ? [] : [...new Set(toFieldErrors(parsed.error, input).map(({ path }) => path))];
};

describe('a change of a product’s prices', () => {
  it('takes net prices in minor units per currency, PLN required', () => {
    expect(fieldsOf({ prices: { PLN: { price: 129_999, list: 149_999 }, EUR: { price: 29_900 } } })).toEqual(
      [],
    );
  });

  it.each([
    ['a fraction of a minor unit', { prices: { PLN: { price: 12.5 } } }, ['prices.PLN.price']],
    ['a negative price', { prices: { PLN: { price: -1 } } }, ['prices.PLN.price']],
    ['a price as text', { prices: { PLN: { price: '100' } } }, ['prices.PLN.price']],
    ['no PLN', { prices: { EUR: { price: 100 } } }, ['prices.PLN']],
    ['an unknown currency', { prices: { PLN: { price: 100 }, XYZ: { price: 1 } } }, ['prices.XYZ']],
    ['an unknown amount', { prices: { PLN: { price: 100, gross: 123 } } }, ['prices.PLN.gross']],
    ['an unknown field', { prices: { PLN: { price: 100 } }, note: 'x' }, ['note']],
    ['no prices', {}, ['prices']],
  ])('refuses %s, naming the field', (_, input, paths) => {
    expect(fieldsOf(input)).toEqual(paths);
  });

  it('is recorded as the amounts that moved, each by its path, and read back with its currency', () => {
    const changes = auditChanges(
      pricesAudited({ PLN: { price: 10_000, list: 12_000 }, EUR: { price: 2_500 } }),
      pricesAudited({ PLN: { price: 9_000, list: 12_000 }, CZK: { price: 60_000 } }),
    );
    expect(changes).toEqual([
      { field: 'prices.PLN.price', before: 10_000, after: 9_000 },
      { field: 'prices.EUR.price', before: 2_500 },
      { field: 'prices.CZK.price', after: 60_000 },
    ]);
    expect(changes.map(({ field }) => currencyOfAuditedPrice(field))).toEqual(['PLN', 'EUR', 'CZK']);
    expect(currencyOfAuditedPrice('images')).toBeUndefined();
    expect(currencyOfAuditedPrice('prices.XYZ.price')).toBeUndefined();
  });
});

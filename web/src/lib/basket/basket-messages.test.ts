import { describe, expect, it } from 'vitest';
import { basketMessageIds, hitsStockLimit } from './basket-messages';

describe('basket messages', () => {
  it('shows each code once, whatever the number of products it names', () => {
    expect(
      basketMessageIds([
        { code: 'inactive_products_removed', productId: 'a' },
        { code: 'inactive_products_removed', productId: 'b' },
        { code: 'licence_types_mixed', productId: 'c' },
      ]),
    ).toEqual(['error.inactive_products_removed', 'error.licence_types_mixed']);
  });

  it.each([
    [[{ code: 'stock_limit_exceeded', productId: 'a' }], undefined, true],
    [[{ code: 'stock_limit_exceeded', productId: 'a' }], 'a', true],
    [[{ code: 'stock_limit_exceeded', productId: 'a' }], 'b', false],
    [[{ code: 'basket_line_quantity_limit', productId: 'a' }], 'a', false],
    [[], undefined, false],
  ] as const)('stock limit in %o for %s: %s', (messages, productId, hit) => {
    expect(hitsStockLimit(messages, productId)).toBe(hit);
  });
});

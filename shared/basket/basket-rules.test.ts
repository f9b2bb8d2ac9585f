import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../errors';
import { type Basket, type BasketLine, maxBasketLines, maxLineQuantity } from './basket';
import { applyBasketAction, applyBasketRules, type BasketAction, orderRefusal } from './basket-rules';
import { basketContext, basketProducts as p } from './sample-basket-products';

const line = (productId: string, quantity = 1): BasketLine => ({ productId, quantity });
const basketOf = (...lines: BasketLine[]): Basket => ({ lines });
const customer = basketContext('customer');
const guest = basketContext('guest');

describe('basket actions', () => {
  it.each<[string, Basket, BasketAction, BasketLine[]]>([
    [
      'add appends a new line',
      basketOf(line(p.laptop.id)),
      { type: 'add', productId: p.mouse.id, quantity: 2 },
      [line(p.laptop.id), line(p.mouse.id, 2)],
    ],
    [
      'add to a held product adds the quantity',
      basketOf(line(p.laptop.id)),
      { type: 'add', productId: p.laptop.id, quantity: 2 },
      [line(p.laptop.id, 3)],
    ],
    [
      'set quantity replaces it',
      basketOf(line(p.laptop.id, 5)),
      { type: 'setQuantity', productId: p.laptop.id, quantity: 2 },
      [line(p.laptop.id, 2)],
    ],
    [
      'remove drops the line',
      basketOf(line(p.laptop.id), line(p.mouse.id)),
      { type: 'remove', productId: p.laptop.id },
      [line(p.mouse.id)],
    ],
  ])('%s', (_, basket, action, lines) => {
    expect(applyBasketAction(basket, action, customer)).toEqual({ basket: { lines }, messages: [] });
  });

  it.each<[string, BasketAction, string]>([
    ['adding an unknown product', { type: 'add', productId: 'no-such', quantity: 1 }, 'product_not_found'],
    [
      'setting the quantity of a product not held',
      { type: 'setQuantity', productId: p.mouse.id, quantity: 1 },
      'basket_quantity_update_failed',
    ],
    ['removing a product not held', { type: 'remove', productId: p.mouse.id }, 'basket_remove_failed'],
  ])('refuses %s and keeps the basket as it was', (_, action, code) => {
    const basket = { lines: [line(p.laptop.id)], discountCode: 'SPRING' };
    expect(applyBasketAction(basket, action, customer)).toEqual({
      basket,
      messages: [{ code, productIds: [action.productId] }],
    });
  });

  it('keeps the discount code through a change', () => {
    const basket = { lines: [line(p.laptop.id)], discountCode: 'SPRING' };
    const { basket: changed } = applyBasketAction(
      basket,
      { type: 'remove', productId: p.laptop.id },
      customer,
    );
    expect(changed).toEqual({ lines: [], discountCode: 'SPRING' });
  });
});

describe('basket rules (each removes or caps the offending lines with its message)', () => {
  it.each<[string, Basket, ReturnType<typeof basketContext>, BasketLine[], string, string[]]>([
    [
      'a monthly licence added to an annual one is removed',
      basketOf(line(p.annual.id), line(p.laptop.id), line(p.monthly.id)),
      customer,
      [line(p.annual.id), line(p.laptop.id)],
      'licence_types_mixed',
      [p.monthly.id],
    ],
    [
      'an annual licence added to a monthly one is removed',
      basketOf(line(p.monthly.id), line(p.annual.id)),
      customer,
      [line(p.monthly.id)],
      'licence_types_mixed',
      [p.annual.id],
    ],
    [
      'a discontinued product is removed',
      basketOf(line(p.laptop.id), line(p.discontinued.id)),
      customer,
      [line(p.laptop.id)],
      'inactive_products_removed',
      [p.discontinued.id],
    ],
    [
      'a product not orderable now (presale) is removed',
      basketOf(line(p.presale.id)),
      customer,
      [],
      'inactive_products_removed',
      [p.presale.id],
    ],
    [
      'a product gone from the catalogue is removed',
      basketOf(line('gone'), line(p.mouse.id)),
      customer,
      [line(p.mouse.id)],
      'inactive_products_removed',
      ['gone'],
    ],
    [
      'a guest cannot buy a subscription, an Open licence or an IT service',
      basketOf(line(p.laptop.id), line(p.annual.id), line(p.open.id), line(p.service.id), line(p.office.id)),
      guest,
      [line(p.laptop.id), line(p.office.id)],
      'sign_in_required_for_product',
      [p.annual.id, p.open.id, p.service.id],
    ],
    [
      'a quantity above the stock is capped to it',
      basketOf(line(p.laptop.id, 5)),
      basketContext('guest', { [p.laptop.id]: 3 }),
      [line(p.laptop.id, 3)],
      'stock_limit_exceeded',
      [p.laptop.id],
    ],
    [
      'a device and its service share the device’s stock, the earlier line first',
      basketOf(line(p.laptop.id, 2), line(p.daas.id, 3)),
      basketContext('customer', { [p.laptop.id]: 4 }),
      [line(p.laptop.id, 2), line(p.daas.id, 2)],
      'stock_limit_exceeded',
      [p.daas.id],
    ],
    [
      'a device’s service is removed when the device’s stock is taken by its own line',
      basketOf(line(p.laptop.id, 3), line(p.daas.id, 1)),
      basketContext('customer', { [p.laptop.id]: 3 }),
      [line(p.laptop.id, 3)],
      'stock_limit_exceeded',
      [p.daas.id],
    ],
    [
      'a product with no stock left is removed',
      basketOf(line(p.laptop.id), line(p.mouse.id)),
      basketContext('guest', { [p.laptop.id]: 0 }),
      [line(p.mouse.id)],
      'stock_limit_exceeded',
      [p.laptop.id],
    ],
    [
      'a quantity above the line maximum is capped to it',
      basketOf(line(p.office.id, maxLineQuantity + 1)),
      customer,
      [line(p.office.id, maxLineQuantity)],
      'basket_line_quantity_limit',
      [p.office.id],
    ],
  ])('%s', (_, basket, context, lines, code, productIds) => {
    expect(applyBasketRules(basket, context)).toEqual({
      basket: { lines },
      messages: [{ code, productIds }],
    });
  });

  it('lets a signed-in customer buy every orderable kind', () => {
    const all = basketOf(
      ...[p.annual, p.laptop, p.office, p.open, p.service, p.daas].map((product) => line(product.id)),
    );
    expect(applyBasketRules(all, customer)).toEqual({ basket: all, messages: [] });
  });

  it(`holds at most ${maxBasketLines} lines: a line beyond is not added`, () => {
    const ids = Array.from({ length: maxBasketLines }, (_, index) => `product-${index}`);
    const context = { ...customer, productOf: () => p.mouse };
    const full = basketOf(...ids.map((id) => line(id)));
    expect(maxBasketLines).toBe(50);
    expect(applyBasketAction(full, { type: 'add', productId: 'one-more', quantity: 1 }, context)).toEqual({
      basket: full,
      messages: [{ code: 'basket_line_limit', productIds: ['one-more'] }],
    });
  });

  it('removes the product just added when it breaks a rule', () => {
    const basket = basketOf(line(p.monthly.id));
    expect(applyBasketAction(basket, { type: 'add', productId: p.annual.id, quantity: 1 }, customer)).toEqual(
      {
        basket,
        messages: [{ code: 'licence_types_mixed', productIds: [p.annual.id] }],
      },
    );
  });

  it('caps an add beyond the stock at the stock, with the stock-limit message', () => {
    const context = basketContext('guest', { [p.laptop.id]: 4 });
    const outcome = applyBasketAction(
      basketOf(line(p.laptop.id, 3)),
      { type: 'add', productId: p.laptop.id, quantity: 2 },
      context,
    );
    expect(outcome).toEqual({
      basket: basketOf(line(p.laptop.id, 4)),
      messages: [{ code: 'stock_limit_exceeded', productIds: [p.laptop.id] }],
    });
  });

  it('reports each broken rule once, in the order the rules apply', () => {
    const basket = basketOf(line(p.discontinued.id), line(p.annual.id), line(p.laptop.id, 9));
    const context = basketContext('guest', { [p.laptop.id]: 2 });
    expect(applyBasketRules(basket, context).messages.map((message) => message.code)).toEqual([
      'inactive_products_removed',
      'sign_in_required_for_product',
      'stock_limit_exceeded',
    ]);
  });
});

describe('ordering', () => {
  it('needs at least one product', () => {
    expect(orderRefusal(basketOf())).toBe('basket_empty');
    expect(orderRefusal(basketOf(line(p.laptop.id)))).toBeNull();
  });
});

describe('the basket codes in the error catalogue', () => {
  it.each([
    ['basket_empty', 400],
    ['product_not_found', 404],
    ['basket_quantity_update_failed', 404],
    ['basket_remove_failed', 404],
    ['sign_in_required_for_product', 403],
    ['licence_types_mixed', 409],
    ['inactive_products_removed', 409],
    ['stock_limit_exceeded', 409],
    ['basket_line_quantity_limit', 409],
    ['basket_line_limit', 409],
    ['discount_code_not_valid', 404],
    ['discount_code_not_active', 409],
    ['discount_code_used_up', 409],
    ['discount_code_no_promotion_products', 409],
  ] as const)('%s answers %i', (code, status) => {
    expect(errorCatalogue[code].status).toBe(status);
  });
});

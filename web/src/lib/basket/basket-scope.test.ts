import { describe, expect, it } from 'vitest';
import { type BasketScope, basketKey, basketPath } from './basket-scope';

const guest: BasketScope = { accountTypeId: null, language: 'pl', currency: 'PLN', country: 'PL' };
const business: BasketScope = { accountTypeId: 3, language: 'en', currency: 'EUR', country: 'DE' };

describe('basket scope', () => {
  it("reaches a guest's basket by the cookie routes and a customer's under /me, priced in the scope's terms", () => {
    expect(basketPath(guest)).toBe('/api/orders/basket?language=pl&currency=PLN&country=PL');
    expect(basketPath(business, '/items/sku-1')).toBe(
      '/api/orders/me/basket/items/sku-1?language=en&currency=EUR&country=DE',
    );
  });

  it('keeps one cached basket per account type, so a conversion to business reads it again', () => {
    const privateCustomer = { ...business, accountTypeId: 2 as const };
    expect(basketKey(privateCustomer)[0]).toBe(basketKey(business)[0]);
    expect(basketKey(privateCustomer)).not.toEqual(basketKey(business));
  });
});

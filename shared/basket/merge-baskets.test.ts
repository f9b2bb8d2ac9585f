import { describe, expect, it } from 'vitest';
import type { BasketLine } from './basket';
import { mergeBaskets } from './merge-baskets';
import { basketContext, basketProducts as p } from './sample-basket-products';

const line = (productId: string, quantity = 1): BasketLine => ({ productId, quantity });
const customer = basketContext('customer');

describe('mergeBaskets at sign-in', () => {
  it("adds the guest's quantities to the account's lines and appends the rest", () => {
    const guest = { lines: [line(p.mouse.id, 2), line(p.laptop.id)] };
    const account = { lines: [line(p.laptop.id, 1), line(p.office.id)] };
    expect(mergeBaskets(guest, account, customer)).toEqual({
      basket: { lines: [line(p.laptop.id, 2), line(p.office.id), line(p.mouse.id, 2)] },
      messages: [],
    });
  });

  it('keeps the added quantities within the stock, with the stock-limit message', () => {
    const context = basketContext('customer', { [p.laptop.id]: 3 });
    const merged = mergeBaskets(
      { lines: [line(p.laptop.id, 2)] },
      { lines: [line(p.laptop.id, 2)] },
      context,
    );
    expect(merged).toEqual({
      basket: { lines: [line(p.laptop.id, 3)] },
      messages: [{ code: 'stock_limit_exceeded', productIds: [p.laptop.id] }],
    });
  });

  it("re-applies the rules: the guest's licence of the other billing period is removed", () => {
    const merged = mergeBaskets({ lines: [line(p.monthly.id)] }, { lines: [line(p.annual.id)] }, customer);
    expect(merged).toEqual({
      basket: { lines: [line(p.annual.id)] },
      messages: [{ code: 'licence_types_mixed', productIds: [p.monthly.id] }],
    });
  });

  it("keeps the guest's discount code, else the account's", () => {
    const withCode = (discountCode: string) => ({ lines: [], discountCode });
    expect(mergeBaskets(withCode('GUEST'), withCode('ACCOUNT'), customer).basket.discountCode).toBe('GUEST');
    expect(mergeBaskets({ lines: [] }, withCode('ACCOUNT'), customer).basket.discountCode).toBe('ACCOUNT');
    expect(mergeBaskets({ lines: [] }, { lines: [] }, customer).basket).toEqual({ lines: [] });
  });
});

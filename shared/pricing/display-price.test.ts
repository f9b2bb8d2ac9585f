import { describe, expect, it } from 'vitest';
import { type AccountTypeId, accountTypeIds } from '../identity/account-types';
import { displayPrice } from './display-price';
import type { PriceList } from './price-list';

const priceList: PriceList = {
  currency: 'PLN',
  vatRate: 2300,
  price: { net: 10_000, vat: 2300, gross: 12_300 },
  firstMonth: { net: 100, vat: 23, gross: 123 },
  savings: { net: 0, vat: 0, gross: 0 },
};

describe('displayPrice', () => {
  it.each([
    ['a partner (1)', accountTypeIds.partner, 'net', 10_000, 12_300],
    ['a private customer (2)', accountTypeIds.customer, 'gross', 12_300, 10_000],
    ['a business customer (3)', accountTypeIds.business, 'net', 10_000, 12_300],
    ['a guest', null, 'gross', 12_300, 10_000],
  ] as const)('%s sees %s first', (_, customerType: AccountTypeId | null, basis, primary, secondary) => {
    expect(displayPrice(priceList, customerType)).toEqual({
      primary: { basis, money: { amount: primary, currency: 'PLN' } },
      secondary: { basis: basis === 'net' ? 'gross' : 'net', money: { amount: secondary, currency: 'PLN' } },
    });
  });

  it('orders any other line of the list the same way', () => {
    const shown = displayPrice(priceList, accountTypeIds.business, priceList.firstMonth);
    expect(shown.primary.money.amount).toBe(100);
    expect(shown.secondary.money.amount).toBe(123);
  });
});

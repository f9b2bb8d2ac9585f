import { type AccountTypeId, isBusinessGroup } from '../identity/account-types';
import type { Money } from '../money';
import type { PriceLine, PriceList } from './price-list';

export type PriceBasis = 'net' | 'gross';

/** Business customers and partners see net prices first; private customers and guests gross. */
export const primaryBasis = (customerType: AccountTypeId | null): PriceBasis =>
  customerType !== null && isBusinessGroup(customerType) ? 'net' : 'gross';

export interface ShownAmount {
  basis: PriceBasis;
  money: Money;
}

export interface DisplayedPrice {
  primary: ShownAmount;
  secondary: ShownAmount;
}

/** The two amounts of a line (the price by default) in the order this customer sees them. */
export const displayPrice = (
  priceList: PriceList,
  customerType: AccountTypeId | null,
  line: PriceLine = priceList.price,
): DisplayedPrice => {
  const shown = (basis: PriceBasis): ShownAmount => ({
    basis,
    money: { amount: line[basis], currency: priceList.currency },
  });
  const first = primaryBasis(customerType);
  return { primary: shown(first), secondary: shown(first === 'net' ? 'gross' : 'net') };
};

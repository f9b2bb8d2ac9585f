import type { Currency } from './locale';

/** Money is an integer amount in minor units with its currency (all the shop's currencies have 2 decimals). */
export interface Money {
  amount: number;
  currency: Currency;
}

const minorDigits = 2;

/** Formats money for a locale, e.g. `149,00 zł` (pl) or `€34.00` (en). */
export const formatMoney = (money: Money, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: money.currency }).format(
    money.amount / 10 ** minorDigits,
  );

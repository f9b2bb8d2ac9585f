import type { Language } from '#shared/locale';
import { formatMoney, type Money } from '#shared/money';

// How the invoice prints its figures in its language: amounts of the tables as plain numbers with
// two decimals (the currency stands in the table's heading), totals with their currency, VAT rates as
// FA(3) writes them (`23 %`; `zw`, `np`, `oo` as codes), dates as ISO days (unambiguous in every
// language).

export const amountText = (minor: number, language: Language): string =>
  new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minor / 100);

export const moneyText = (money: Money, language: Language): string => formatMoney(money, language);

export const quantityText = (quantity: number, language: Language): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 6 }).format(quantity);

export const vatRateText = (rate: string, ossRate?: number): string =>
  rate === 'OSS'
    ? `${String(ossRate ?? 0).replace('.', ',')} % (OSS)`
    : /^\d+$/.test(rate)
      ? `${rate} %`
      : rate;

export const dayText = (isoDateOrTime: string): string => isoDateOrTime.slice(0, 10);

import type { Currency } from '#shared/locale';
import { formatMoney } from '#shared/money';
import { useLanguage } from './language-context';

/** Formats minor-unit amounts of `currency` in the page's language: `149,00 zł`. */
export const useMoney = (currency: Currency) => {
  const language = useLanguage();
  return (amount: number) => formatMoney({ amount, currency }, language);
};

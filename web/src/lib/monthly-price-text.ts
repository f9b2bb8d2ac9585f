import { useIntl } from 'react-intl';
import { formatMoney } from '#shared/money';
import { displayPrice } from '#shared/pricing/display-price';
import type { PriceList } from '#shared/pricing/price-list';
import { useLanguage } from './language-context';
import { useCustomer } from './session/use-customer';

/** A monthly price as one phrase in the visitor's basis (net first for business): `94,75 zł netto miesięcznie`. */
export const useMonthlyPriceText = () => {
  const intl = useIntl();
  const language = useLanguage();
  const { customerType } = useCustomer();
  return (priceList: PriceList): string => {
    const { primary } = displayPrice(priceList, customerType);
    const amount = intl.formatMessage(
      { id: `price.${primary.basis}` },
      { amount: formatMoney(primary.money, language) },
    );
    return `${amount} ${intl.formatMessage({ id: 'price.per.monthly' })}`;
  };
};

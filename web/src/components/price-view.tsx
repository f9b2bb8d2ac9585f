import { FormattedMessage, useIntl } from 'react-intl';
import type { BillingPeriod } from '#shared/catalogue/product';
import { formatMoney } from '#shared/money';
import { type DisplayedPrice, displayPrice } from '#shared/pricing/display-price';
import type { PriceLine, PriceList } from '#shared/pricing/price-list';
import { useLanguage } from '../lib/language-context';
import { useCustomer } from '../lib/session/use-customer';

/** `149,00 zł gross` */
const Amount = ({ shown }: { shown: DisplayedPrice['primary'] }) => {
  const language = useLanguage();
  return (
    <FormattedMessage id={`price.${shown.basis}`} values={{ amount: formatMoney(shown.money, language) }} />
  );
};

/** A product's price in the customer's order of net and gross; `full` adds savings and notes. */
export const PriceView = ({
  priceList,
  billing,
  full = false,
}: {
  priceList: PriceList;
  billing?: BillingPeriod | undefined;
  full?: boolean;
}) => {
  const intl = useIntl();
  const language = useLanguage();
  const { customerType } = useCustomer();
  const shown = (line: PriceLine) => displayPrice(priceList, customerType, line);
  const price = shown(priceList.price);
  const savings = priceList.savings[price.primary.basis];
  const { firstMonth, afterFirstMonth, list, derivedFrom } = priceList;

  return (
    <div className="price">
      <p className="price__primary">
        <Amount shown={price.primary} />
        {billing && <> {intl.formatMessage({ id: `price.per.${billing}` })}</>}
      </p>
      <p className="price__secondary">
        <Amount shown={price.secondary} />
      </p>
      {full && list && savings > 0 && (
        <p className="price__savings">
          <FormattedMessage
            id="price.savings"
            values={{
              list: <s>{formatMoney(shown(list).primary.money, language)}</s>,
              amount: formatMoney({ amount: savings, currency: priceList.currency }, language),
            }}
          />
        </p>
      )}
      {full && firstMonth && afterFirstMonth && (
        <p className="price__first-month">
          <FormattedMessage
            id="price.firstMonth"
            values={{
              first: formatMoney(shown(firstMonth).primary.money, language),
              after: formatMoney(shown(afterFirstMonth).primary.money, language),
            }}
          />
        </p>
      )}
      {full && derivedFrom && (
        <p className="price__note">
          <FormattedMessage
            id="price.derived"
            values={{
              rate: intl.formatNumber(derivedFrom.rate, { maximumFractionDigits: 4 }),
              currency: priceList.currency,
              date: derivedFrom.date,
            }}
          />
        </p>
      )}
    </div>
  );
};
